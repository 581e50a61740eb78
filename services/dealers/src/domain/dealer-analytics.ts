import { ANALYTICS_MONTHS, type DealerAnalytics } from '@ghar/contracts/http';
import { bucketSeries, istMonthKey, istMonthKeys } from '@ghar/platform';
import type { DealerRecord } from './dealer';
import type { LedgerSums } from './ledger-totals-rules';
import type { DealersDeps } from './ports';

type Application = Pick<DealerRecord, 'status' | 'createdAt'>;

/**
 * Dealer applications per IST month by the status they have now, and the ledger per month:
 * earned shares and reversals (stored negative) as positive paise.
 */
export function countDealerAnalytics(
  applications: Iterable<Application>,
  ledgerByMonth: Readonly<Record<string, LedgerSums>>,
  now: Date,
): DealerAnalytics {
  const months = bucketSeries(istMonthKeys(now, ANALYTICS_MONTHS), istMonthKey, (month) => ({
    month,
    signups: 0,
    PENDING: 0,
    APPROVED: 0,
    REJECTED: 0,
    earnedPaise: 0,
    reversedPaise: 0,
  }));
  const monthOf = (at: Date) => (at <= now ? months.rowAt(at) : undefined);
  for (const { status, createdAt } of applications) {
    const month = monthOf(createdAt);
    if (!month) continue;
    month.signups += 1;
    month[status] += 1;
  }
  for (const month of months.rows) {
    const sums = ledgerByMonth[month.month];
    month.earnedPaise = sums?.earnedPaise ?? 0;
    month.reversedPaise = sums?.reversedPaise ?? 0;
  }
  return { months: months.rows };
}

/** The network's projection and the ledger's monthly totals: two documents, whatever the size. */
export async function readDealerAnalytics(
  deps: Pick<DealersDeps, 'dealers' | 'ledger' | 'clock'>,
): Promise<DealerAnalytics> {
  const now = deps.clock.now();
  const [applications, sums] = await Promise.all([deps.dealers.all(), deps.ledger.sums()]);
  return countDealerAnalytics(applications, sums.byMonth, now);
}
