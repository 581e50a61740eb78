import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callSite, calledFromLibrary, isFixtureSite, parseFrames, REPO_ROOT } from './call-site';

const at = (file: string, line = 10) => `    at fn (${path.join(REPO_ROOT, file)}:${line}:5)`;
const stack = (...frames: string[]) => ['Error', ...frames].join('\n');
const recorder = at('packages/platform/src/mongo/query-audit/query-recorder.ts');
const mongooseFrame = `    at Function.find (${path.join(REPO_ROOT, 'node_modules/mongoose/lib/model.js')}:2000:10)`;

describe('callSite', () => {
  it('names the first frame of the repository past the recorder and mongoose', () => {
    const frames = parseFrames(
      stack(
        recorder,
        mongooseFrame,
        at('services/bookings/src/data-access/booking-repository.ts', 42),
      ),
    );
    expect(callSite(frames)).toBe('services/bookings/src/data-access/booking-repository.ts:42');
  });

  it('reads file URLs and async frames', () => {
    const url = `file://${path.join(REPO_ROOT, 'services/auth/src/data-access/user-repository.ts')}`;
    const frames = parseFrames(stack(`    at async listUsers (${url}:7:3)`));
    expect(callSite(frames)).toBe('services/auth/src/data-access/user-repository.ts:7');
  });

  it('says unknown when only libraries are on the stack', () => {
    expect(
      callSite(parseFrames(stack(recorder, mongooseFrame, '    at node:internal/x:1:1'))),
    ).toBe('(unknown)');
  });

  it('tells a direct call from mongoose calling its own collection', () => {
    expect(calledFromLibrary(parseFrames(stack(recorder, mongooseFrame)))).toBe(true);
    expect(calledFromLibrary(parseFrames(stack(recorder, at('services/x/src/a.ts'))))).toBe(false);
  });
});

describe('isFixtureSite', () => {
  it('marks tests, fixtures and tooling, not the services or the platform', () => {
    expect(isFixtureSite('services/bookings/test/booking-fixtures.ts:3')).toBe(true);
    expect(isFixtureSite('tests/system/support/stack-listings.ts:3')).toBe(true);
    expect(isFixtureSite('services/auth/src/domain/x.test.ts:3')).toBe(true);
    expect(isFixtureSite('packages/backup/src/backup.ts:3')).toBe(true);
    expect(isFixtureSite('services/bookings/src/data-access/booking-repository.ts:3')).toBe(false);
    expect(isFixtureSite('packages/platform/src/outbox/outbox-relay.ts:3')).toBe(false);
  });
});
