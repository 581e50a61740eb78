import { DEAD_LETTER_STATUSES } from '@ghar/contracts/http';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/admin-dead-letters.json';
import hi from '@/locales/hi/admin-dead-letters.json';
import { prettyValue, replayBody } from './utils/replay-body';

const keyPaths = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) =>
        keyPaths(child, prefix ? `${prefix}.${key}` : key),
      )
    : [prefix];

describe('dead-letter texts', () => {
  it('when the Hindi texts are read, then they have exactly the English keys', () => {
    expect(keyPaths(hi).sort()).toEqual(keyPaths(en).sort());
  });

  it('when a status comes from contracts, then it has a label', () => {
    expect(Object.keys(en.statuses).sort()).toEqual([...DEAD_LETTER_STATUSES].sort());
  });
});

describe('replayBody', () => {
  const stored = '{"id":"e-1","data":{"amount":5}}';

  it('when the value is untouched or only re-formatted, then no value is sent', () => {
    expect(replayBody(stored, prettyValue(stored), '')).toEqual({});
    expect(replayBody(stored, `  ${stored}\n`, ' why ')).toEqual({ note: 'why' });
  });

  it('when the value changed, then the edit is sent, trimmed', () => {
    expect(replayBody(stored, ' {"id":"e-1","data":{"amount":6}} ', '')).toEqual({
      value: '{"id":"e-1","data":{"amount":6}}',
    });
    expect(replayBody('not json', 'not json either', '')).toEqual({ value: 'not json either' });
  });

  it('when a parked record (nothing stored) gets a pasted event, then it is sent', () => {
    expect(replayBody('', '{"id":"e-2"}', '')).toEqual({ value: '{"id":"e-2"}' });
    expect(replayBody('', '', '')).toEqual({});
  });
});

describe('prettyValue', () => {
  it('when the value is JSON, then it is indented; otherwise it is kept', () => {
    expect(prettyValue('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyValue('oops')).toBe('oops');
  });
});
