import { describe, expect, it } from 'vitest';
import { parseDlqArgs } from './args';

describe('parseDlqArgs', () => {
  it('when listing, then status (any case), topic and page are read', () => {
    expect(parseDlqArgs(['list'])).toEqual({ command: 'list', page: 1 });
    expect(
      parseDlqArgs(['list', '--status', 'open', '--topic', 'bookings.events', '--page', '2']),
    ).toEqual({ command: 'list', status: 'OPEN', topic: 'bookings.events', page: 2 });
  });

  it('when show, replay or discard are given, then the id and their options are read', () => {
    expect(parseDlqArgs(['show', 'abc'])).toEqual({ command: 'show', id: 'abc' });
    expect(parseDlqArgs(['replay', 'abc', '--file', 'mended.json'])).toEqual({
      command: 'replay',
      id: 'abc',
      file: 'mended.json',
    });
    expect(parseDlqArgs(['discard', 'abc', '--note', 'duplicate test data'])).toEqual({
      command: 'discard',
      id: 'abc',
      note: 'duplicate test data',
    });
  });

  it.each([
    [[], /no command/],
    [['purge'], /unknown command purge/],
    [['list', '--status', 'GONE'], /--status is one of/],
    [['list', '--page', '0'], /--page/],
    [['show'], /one dead-letter id/],
    [['show', 'a', 'b'], /one dead-letter id/],
    [['replay', 'abc', '--file'], /--file needs a value/],
    [['replay', 'abc', '--force', 'yes'], /unknown option --force/],
    [['discard', 'abc'], /needs --note/],
    [['discard', 'abc', '--note', '  '], /needs --note/],
  ])('when the arguments are %j, then it says what is wrong', (argv, message) => {
    expect(() => parseDlqArgs(argv)).toThrow(message);
  });
});
