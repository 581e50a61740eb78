import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from './booking';
import { bookingOutcomeOf } from './booking-payments';
import { historyStep } from './history-step';

const at = new Date('2026-11-20T10:00:00Z');
const created = historyStep('created', 'PENDING', at, 'u1', 'created: ₹300, reference UTR1');
const cancelledBy = (kind: 'rejected' | 'unbooked' | 'cancelled'): HistoryEntry[] => [
  created,
  historyStep(kind, 'CANCELLED', at, 'a1', kind),
];

describe('bookingOutcomeOf', () => {
  it.each([
    ['rejected', 'REJECTED'],
    ['unbooked', 'UNBOOKED'],
    ['cancelled', 'CANCELLED'],
  ] as const)('when a booking was CANCELLED by a %s step, then %s', (kind, outcome) => {
    expect(bookingOutcomeOf({ status: 'CANCELLED', history: cancelledBy(kind) })).toBe(outcome);
  });

  it('when a stored step has no kind, then its note names it', () => {
    const old: HistoryEntry = { status: 'CANCELLED', at, by: 'a1', note: 'unbooked' };
    expect(bookingOutcomeOf({ status: 'CANCELLED', history: [created, old] })).toBe('UNBOOKED');
  });

  it('when a booking is PENDING, CONFIRMED or EXPIRED, then that is its outcome', () => {
    for (const status of ['PENDING', 'CONFIRMED', 'EXPIRED'] as const) {
      expect(bookingOutcomeOf({ status, history: [created] })).toBe(status);
    }
  });
});
