import { BOOKING_STATUSES, type BookingStatus } from '@ghar/contracts/constants';
import { ANALYTICS_WEEKS, type BookingAnalytics } from '@ghar/contracts/http';
import { sumRupees } from '@ghar/contracts/money';
import { istWeekKeys } from '@ghar/platform';
import type { BookingsDeps, BookingTally } from './ports';

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const zeroStatuses = () =>
  Object.fromEntries(BOOKING_STATUSES.map((status) => [status, 0])) as Record<
    BookingStatus,
    number
  >;

/**
 * Bookings per IST week (by the week they were made) by the status they have now; revenue is the
 * sum of the CONFIRMED ones' amounts (docs/business-decisions.md). From the weekly tallies the
 * booking writes keep (issue 24 item 3): no booking is read.
 */
export function bookingAnalyticsOf(
  weekKeys: string[],
  tallies: Map<string, BookingTally>,
): BookingAnalytics {
  const weeks = weekKeys.map((week) => {
    const tally = tallies.get(week);
    const count = { ...zeroStatuses(), ...tally?.count };
    const created = BOOKING_STATUSES.reduce((sum, status) => sum + count[status], 0);
    return {
      week,
      ...count,
      created,
      revenue: tally?.confirmedRevenue ?? 0,
      conversion: share(count.CONFIRMED, created),
    };
  });
  const created = weeks.reduce((sum, week) => sum + week.created, 0);
  const confirmed = weeks.reduce((sum, week) => sum + week.CONFIRMED, 0);
  return {
    weeks,
    totals: {
      created,
      confirmed,
      revenue: sumRupees(weeks.map((week) => week.revenue)),
      conversion: share(confirmed, created),
    },
  };
}

/** One read of the window's weekly tallies, by `_id`. */
export async function readBookingAnalytics(
  deps: Pick<BookingsDeps, 'tallies' | 'clock'>,
): Promise<BookingAnalytics> {
  const keys = istWeekKeys(deps.clock.now(), ANALYTICS_WEEKS);
  return bookingAnalyticsOf(keys, await deps.tallies.weeks(keys));
}
