import { describe, expect, it } from 'vitest';
import { summariseDealers } from './dealer-stats-rules';

describe('summariseDealers', () => {
  it('when a commission was earned and one reversed, then earned, reversed and net are in rupees', () => {
    const stats = summariseDealers(
      [{ status: 'APPROVED' }, { status: 'APPROVED' }, { status: 'PENDING' }],
      [
        { kind: 'EARNED', amountPaise: 720_000 },
        { kind: 'EARNED', amountPaise: 180_050 },
        { kind: 'REVERSED', amountPaise: -180_050 },
      ],
    );
    expect(stats).toEqual({
      byStatus: { PENDING: 1, APPROVED: 2, REJECTED: 0 },
      commission: { earned: 9000.5, reversed: 1800.5, net: 7200 },
    });
  });
});
