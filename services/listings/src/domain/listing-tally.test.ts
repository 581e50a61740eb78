import { describe, expect, it } from 'vitest';
import {
  analyticsOfCounters,
  cityField,
  movesBetween,
  statsOfCounters,
  tallyOf,
  type ListingCounters,
  type ListingTally,
} from './listing-tally';

const listing = {
  status: 'FREE' as const,
  city: 'Jaipur',
  type: 'APARTMENT' as const,
  action: 'RENT' as const,
  // Monday 23 Nov 2026, 00:30 IST (Sunday in UTC): the week of 23 Nov.
  createdAt: new Date('2026-11-22T19:00:00Z'),
  listingFeeProof: '/uploads/listings/documents/a.png',
  listingFeeAmount: 99.5,
};

/** The counters as the stored `$inc`s leave them (dotted names into sub-documents). */
function applied(...moves: Record<string, number>[]): ListingCounters {
  const counters: Record<string, unknown> = {};
  for (const move of moves) {
    for (const [field, by] of Object.entries(move)) {
      const path = field.split('.');
      let at = counters;
      for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
      const last = path.at(-1)!;
      at[last] = ((at[last] as number | undefined) ?? 0) + by;
    }
  }
  return counters as ListingCounters;
}

describe('listing tallies', () => {
  it('when a listing is added, then every figure it belongs to moves by one and its fee in paise', () => {
    expect(movesBetween(null, tallyOf(listing))).toEqual({
      total: 1,
      'byStatus.FREE': 1,
      'byCity.Jaipur': 1,
      'byType.APARTMENT': 1,
      'byAction.RENT': 1,
      'weeks.2026-11-23.RENT': 1,
      'fees.count': 1,
      'fees.paise': 9950,
    });
  });

  it('when only its status changes, then only the two statuses move', () => {
    const before = tallyOf(listing);
    const after = tallyOf({ ...listing, status: 'BOOKED' });
    expect(movesBetween(before, after)).toEqual({ 'byStatus.FREE': -1, 'byStatus.BOOKED': 1 });
    expect(movesBetween(after, after)).toEqual({});
  });

  it('when it is deleted, then everything it added is taken back', () => {
    const tally = tallyOf(listing);
    expect(applied(movesBetween(null, tally), movesBetween(tally, null))).toMatchObject({
      total: 0,
      byStatus: { FREE: 0 },
      fees: { count: 0, paise: 0 },
    });
    expect(tallyOf(null)).toBeNull();
  });

  it('when a city holds a dot or a dollar, then its field name escapes them and the chart shows it as typed', () => {
    expect(cityField('St. Mary$ 100%')).toBe('St%2E Mary%24 100%25');
    const counters = applied(movesBetween(null, tallyOf({ ...listing, city: 'St. Mary$ 100%' })));
    expect(analyticsOfCounters(counters, new Date('2026-11-24T06:00:00Z')).byCity).toEqual([
      { city: 'St. Mary$ 100%', count: 1 },
    ]);
  });
});

describe('figures from the counters', () => {
  it('when listings paid different fees, then fees are counted with the amount each paid and statuses apart', () => {
    const tallies: (ListingTally | null)[] = [
      tallyOf({ ...listing, listingFeeAmount: 100 }),
      tallyOf({ ...listing, status: 'BOOKED', listingFeeAmount: 150 }),
      tallyOf({
        ...listing,
        status: 'SOLD',
        listingFeeProof: undefined,
        listingFeeAmount: undefined,
      }),
    ];
    const counters = applied(...tallies.map((tally) => movesBetween(null, tally)));
    expect(statsOfCounters(counters, 150)).toEqual({
      totalProperties: 3,
      byStatus: { FREE: 1, BOOKED: 1, SOLD: 1 },
      listingFees: { count: 2, total: 250 },
    });
  });

  it('when a listing with a proof was made before the amount was kept, then it counts at the current fee', () => {
    const counters = applied(
      movesBetween(null, tallyOf({ ...listing, listingFeeAmount: undefined })),
    );
    expect(statsOfCounters(counters, 120).listingFees).toEqual({ count: 1, total: 120 });
  });

  it('when nothing was counted yet, then every figure is zero and the weeks are the last 12', () => {
    const analytics = analyticsOfCounters({}, new Date('2026-11-24T06:00:00Z'));
    expect(analytics.total).toBe(0);
    expect(analytics.byCity).toEqual([]);
    expect(analytics.newPerWeek).toHaveLength(12);
    expect(analytics.newPerWeek.at(-1)).toEqual({
      week: '2026-11-23',
      SELL: 0,
      RENT: 0,
      LEASE: 0,
      total: 0,
    });
    expect(statsOfCounters({}, 100).totalProperties).toBe(0);
  });
});
