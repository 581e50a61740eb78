import { BOOKING_STATUSES, type BookingStatus } from '@ghar/contracts/constants';
import { ANALYTICS_WEEKS, type BookingAnalytics } from '@ghar/contracts/http';
import { sumRupees } from '@ghar/contracts/money';
import { bucketSeries, istBucketStart, istWeekKey, istWeekKeys } from '@ghar/platform';
import type { BookingRecord } from './booking';
import type { BookingsDeps } from './ports';

type Booked = Pick<BookingRecord, 'status' | 'amount' | 'createdAt'>;

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const zeroStatuses = () =>
  Object.fromEntries(BOOKING_STATUSES.map((status) => [status, 0])) as Record<
    BookingStatus,
    number
  >;

/**
 * Bookings per IST week by the status they have now; revenue is the sum of the CONFIRMED ones'
 * amounts (docs/business-decisions.md), summed here and not by $group (FerretDB 1.24 answered 0 for `$sum`).
 */
export function countBookingAnalytics(bookings: Iterable<Booked>, now: Date): BookingAnalytics {
  const weeks = bucketSeries(istWeekKeys(now, ANALYTICS_WEEKS), istWeekKey, (week) => ({
    week,
    ...zeroStatuses(),
    created: 0,
    revenue: 0,
    conversion: 0,
  }));
  for (const { status, amount, createdAt } of bookings) {
    const week = createdAt <= now ? weeks.rowAt(createdAt) : undefined;
    if (!week) continue;
    week.created += 1;
    week[status] += 1;
    if (status === 'CONFIRMED') week.revenue = sumRupees([week.revenue, amount ?? 0]);
  }
  for (const week of weeks.rows) week.conversion = share(week.CONFIRMED, week.created);
  const created = weeks.rows.reduce((sum, week) => sum + week.created, 0);
  const confirmed = weeks.rows.reduce((sum, week) => sum + week.CONFIRMED, 0);
  return {
    weeks: weeks.rows,
    totals: {
      created,
      confirmed,
      revenue: sumRupees(weeks.rows.map((week) => week.revenue)),
      conversion: share(confirmed, created),
    },
  };
}

/** One read of the window's bookings (every find scans on FerretDB: never one per week). */
export async function readBookingAnalytics(
  deps: Pick<BookingsDeps, 'bookings' | 'clock'>,
): Promise<BookingAnalytics> {
  const now = deps.clock.now();
  const since = istBucketStart(istWeekKeys(now, ANALYTICS_WEEKS)[0]);
  return countBookingAnalytics(await deps.bookings.createdSince(since), now);
}
