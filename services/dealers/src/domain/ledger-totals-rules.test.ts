import { describe, expect, it } from 'vitest';
import { addEntry, emptyTotals, totalsIncrement } from './ledger-totals-rules';

// 23:00 UTC on 30 November is 1 December in India: the month is IST's.
const lateNovember = new Date('2026-11-30T23:00:00Z');

describe('ledger totals', () => {
  it('when an entry is earned, then the increment adds its paise overall, to its dealer and to its IST month', () => {
    expect(
      totalsIncrement({
        dealerId: 'd1',
        kind: 'EARNED',
        amountPaise: 500,
        createdAt: lateNovember,
      }),
    ).toEqual({
      earnedPaise: 500,
      'byDealer.d1.netPaise': 500,
      'byDealer.d1.earned': 1,
      'byMonth.2026-12.earnedPaise': 500,
    });
  });

  it('when an entry is a reversal (stored negative), then it counts as reversed paise and lowers the net', () => {
    expect(
      totalsIncrement({
        dealerId: 'd1',
        kind: 'REVERSED',
        amountPaise: -500,
        createdAt: lateNovember,
      }),
    ).toEqual({
      reversedPaise: 500,
      'byDealer.d1.netPaise': -500,
      'byDealer.d1.reversed': 1,
      'byMonth.2026-12.reversedPaise': 500,
    });
  });

  it('when the ledger is added up entry by entry (a rebuild), then it holds what the increments add', () => {
    const totals = [
      { dealerId: 'd1', kind: 'EARNED', amountPaise: 500, createdAt: lateNovember },
      { dealerId: 'd1', kind: 'REVERSED', amountPaise: -500, createdAt: lateNovember },
      { dealerId: 'd2', kind: 'EARNED', amountPaise: 300, createdAt: new Date('2026-10-02') },
    ].reduce((sum, entry) => addEntry(sum, entry as Parameters<typeof addEntry>[1]), emptyTotals());
    expect(totals).toEqual({
      earnedPaise: 800,
      reversedPaise: 500,
      byDealer: {
        d1: { netPaise: 0, earned: 1, reversed: 1 },
        d2: { netPaise: 300, earned: 1, reversed: 0 },
      },
      byMonth: {
        '2026-12': { earnedPaise: 500, reversedPaise: 500 },
        '2026-10': { earnedPaise: 300, reversedPaise: 0 },
      },
    });
  });
});
