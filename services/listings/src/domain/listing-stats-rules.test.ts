import { describe, expect, it } from 'vitest';
import { summariseListings } from './listing-stats-rules';

describe('summariseListings', () => {
  it('when listings paid different fees, then fees are counted with the amount each paid and statuses apart', () => {
    const stats = summariseListings(
      [
        { status: 'FREE', listingFeeProof: '/uploads/a', listingFeeAmount: 100 },
        { status: 'BOOKED', listingFeeProof: '/uploads/b', listingFeeAmount: 150 },
        { status: 'SOLD' },
      ],
      150,
    );
    expect(stats).toEqual({
      totalProperties: 3,
      byStatus: { FREE: 1, BOOKED: 1, SOLD: 1 },
      listingFees: { count: 2, total: 250 },
    });
  });

  it('when a listing with a proof was made before the amount was kept, then it counts at the current fee', () => {
    const stats = summariseListings([{ status: 'FREE', listingFeeProof: '/uploads/a' }], 120);
    expect(stats.listingFees).toEqual({ count: 1, total: 120 });
  });
});
