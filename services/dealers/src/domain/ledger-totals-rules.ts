import { istMonthKey } from '@ghar/platform';
import type { CommissionRecord, LedgerTotals } from './dealer';

/** Earned shares and reversals (stored negative) as positive paise. */
export interface LedgerSums {
  earnedPaise: number;
  reversedPaise: number;
}

/**
 * The ledger's totals kept with its writes (issue 24 item 3), so no read sums every entry:
 * overall, per dealer (what the network's figures show) and per IST month (analytics).
 */
export interface StoredLedgerTotals extends LedgerSums {
  byDealer: Record<string, LedgerTotals>;
  byMonth: Record<string, LedgerSums>;
}

type Entry = Pick<CommissionRecord, 'dealerId' | 'kind' | 'amountPaise' | 'createdAt'>;

/** What one ledger entry adds to the totals, as `$inc` paths. */
export function totalsIncrement(entry: Entry): Record<string, number> {
  const month = istMonthKey(entry.createdAt);
  const dealer = `byDealer.${entry.dealerId}`;
  if (entry.kind === 'EARNED') {
    return {
      earnedPaise: entry.amountPaise,
      [`${dealer}.netPaise`]: entry.amountPaise,
      [`${dealer}.earned`]: 1,
      [`byMonth.${month}.earnedPaise`]: entry.amountPaise,
    };
  }
  const reversed = Math.abs(entry.amountPaise);
  return {
    reversedPaise: reversed,
    [`${dealer}.netPaise`]: entry.amountPaise,
    [`${dealer}.reversed`]: 1,
    [`byMonth.${month}.reversedPaise`]: reversed,
  };
}

const emptyDealer = (): LedgerTotals => ({ netPaise: 0, earned: 0, reversed: 0 });
const emptySums = (): LedgerSums => ({ earnedPaise: 0, reversedPaise: 0 });

/** The totals of these entries (the rebuild adds the ledger up this way, batch by batch). */
export function addEntry(totals: StoredLedgerTotals, entry: Entry): StoredLedgerTotals {
  const month = istMonthKey(entry.createdAt);
  const dealer = (totals.byDealer[entry.dealerId] ??= emptyDealer());
  const sums = (totals.byMonth[month] ??= emptySums());
  dealer.netPaise += entry.amountPaise;
  if (entry.kind === 'EARNED') {
    totals.earnedPaise += entry.amountPaise;
    sums.earnedPaise += entry.amountPaise;
    dealer.earned += 1;
  } else {
    totals.reversedPaise += Math.abs(entry.amountPaise);
    sums.reversedPaise += Math.abs(entry.amountPaise);
    dealer.reversed += 1;
  }
  return totals;
}

export const emptyTotals = (): StoredLedgerTotals => ({
  earnedPaise: 0,
  reversedPaise: 0,
  byDealer: {},
  byMonth: {},
});
