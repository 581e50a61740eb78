import { describe, expect, it } from 'vitest';
import { summariseDealers } from './dealer-stats-rules';
import { addEntry, emptyTotals } from './ledger-totals-rules';

const at = new Date('2026-11-20T10:00:00Z');

describe('summariseDealers', () => {
  it('when a commission was earned and one reversed, then earned, reversed and net are in rupees', () => {
    const totals = [
      { dealerId: 'a', kind: 'EARNED', amountPaise: 720_000, createdAt: at },
      { dealerId: 'b', kind: 'EARNED', amountPaise: 180_050, createdAt: at },
      { dealerId: 'b', kind: 'REVERSED', amountPaise: -180_050, createdAt: at },
    ].reduce((sum, entry) => addEntry(sum, entry as Parameters<typeof addEntry>[1]), emptyTotals());
    const stats = summariseDealers(
      [{ status: 'APPROVED' }, { status: 'APPROVED' }, { status: 'PENDING' }],
      totals,
    );
    expect(stats).toEqual({
      byStatus: { PENDING: 1, APPROVED: 2, REJECTED: 0 },
      commission: { earned: 9000.5, reversed: 1800.5, net: 7200 },
    });
  });
});
