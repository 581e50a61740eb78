import { describe, expect, it } from 'vitest';
import { bookingStatuses, nestMoves } from './seed-market';
import { referralCodeOf } from './seed-people';

describe('nestMoves', () => {
  it('nests dotted counter paths and adds up repeats, as $inc would', () => {
    expect(
      nestMoves({
        total: 2,
        'byStatus.FREE': 2,
        'weeks.2026-W47.RENT': 1,
        'weeks.2026-W47.SELL': 1,
      }),
    ).toEqual({ total: 2, byStatus: { FREE: 2 }, weeks: { '2026-W47': { RENT: 1, SELL: 1 } } });
  });
});

describe('bookingStatuses', () => {
  it('has the PENDING share, one CONFIRMED per taken listing, the rest closed', () => {
    const statuses = bookingStatuses(10_000, 2_000, 700);
    const count = (s: string) => statuses.filter((x) => x === s).length;
    expect(count('PENDING')).toBe(2_000);
    expect(count('CONFIRMED')).toBe(700);
    expect(count('CANCELLED') + count('EXPIRED')).toBe(7_300);
  });

  it('never confirms more than are left after the PENDING ones', () => {
    expect(bookingStatuses(5, 4, 10).filter((s) => s === 'CONFIRMED')).toHaveLength(1);
  });
});

describe('referralCodeOf', () => {
  it('gives distinct codes of the service alphabet (no 0, O, 1 or I)', () => {
    const codes = Array.from({ length: 2_000 }, (_, i) => referralCodeOf(i));
    expect(new Set(codes).size).toBe(2_000);
    for (const code of codes) expect(code).toMatch(/^SC[A-HJ-NP-Z2-9]{6}$/);
  });
});
