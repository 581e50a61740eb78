import { ANALYTICS_MONTHS, type DealerAnalytics } from '@ghar/contracts/http';
import { bucketSeries, istBucketStart, istMonthKey, istMonthKeys } from '@ghar/platform';
import type { CommissionRecord, DealerRecord } from './dealer';
import type { DealersDeps } from './ports';

type Application = Pick<DealerRecord, 'status' | 'createdAt'>;
type LedgerEntry = Pick<CommissionRecord, 'kind' | 'amountPaise' | 'createdAt'>;

/**
 * Dealer applications per IST month by the status they have now, and the ledger per month:
 * earned shares and reversals (stored negative) as positive paise.
 */
export function countDealerAnalytics(
  applications: Iterable<Application>,
  entries: Iterable<LedgerEntry>,
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
  for (const { kind, amountPaise, createdAt } of entries) {
    const month = monthOf(createdAt);
    if (!month) continue;
    if (kind === 'EARNED') month.earnedPaise += amountPaise;
    else month.reversedPaise += Math.abs(amountPaise);
  }
  return { months: months.rows };
}

/** One read of the applications and one of the window's ledger, never one per month. */
export async function readDealerAnalytics(
  deps: Pick<DealersDeps, 'dealers' | 'ledger' | 'clock'>,
): Promise<DealerAnalytics> {
  const now = deps.clock.now();
  const since = istBucketStart(istMonthKeys(now, ANALYTICS_MONTHS)[0]);
  const [applications, entries] = await Promise.all([
    deps.dealers.all(),
    deps.ledger.createdBetween(since, new Date(now.getTime() + 1)),
  ]);
  return countDealerAnalytics(applications, entries, now);
}
