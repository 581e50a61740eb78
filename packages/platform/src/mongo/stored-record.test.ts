import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { OUTBOX_PROJECTION, recordOf, withoutNulls } from './stored-record';

describe('withoutNulls', () => {
  it('drops null and undefined values, in nested plain objects too', () => {
    expect(withoutNulls({ a: 1, b: null, c: undefined, d: { e: null, f: 'x' } })).toEqual({
      a: 1,
      d: { f: 'x' },
    });
  });

  it('keeps arrays, dates and ids as they are', () => {
    const when = new Date('2026-01-01T00:00:00Z');
    const id = new Types.ObjectId();
    const cleaned = withoutNulls({ list: [null, 1], when, id });
    expect(cleaned.list).toEqual([null, 1]);
    expect(cleaned.when).toBe(when);
    expect(cleaned.id).toBe(id);
  });
});

describe('recordOf', () => {
  it('names the id, leaves the outbox out and drops nulls', () => {
    const doc = {
      _id: 'b1',
      amount: 500,
      upiReference: null,
      pendingEvents: [],
      hasPendingEvents: false,
      outboxVersion: 3,
      parkedEvents: [],
      outboxFailure: { eventId: 'e', attempts: 1, error: 'x' },
    };
    expect(recordOf<{ id: string; amount: number }>(doc)).toEqual({ id: 'b1', amount: 500 });
  });

  it('writes an ObjectId as its hex string', () => {
    const id = new Types.ObjectId();
    expect(recordOf({ _id: id }).id).toBe(id.toHexString());
  });

  it('projects out the same fields it strips', () => {
    expect(Object.keys(OUTBOX_PROJECTION).sort()).toEqual(
      [
        'hasPendingEvents',
        'outboxFailure',
        'outboxVersion',
        'parkedEvents',
        'pendingEvents',
      ].sort(),
    );
  });
});
