import { PROPERTY_STATUSES } from '@ghar/contracts/constants';
import type { AdminPropertyStats } from '@ghar/contracts/http';
import type { ListingStatsRow } from './ports';

/**
 * The admin dashboard's listing figures. A listing created with a fee proof paid a fee: the
 * amount it was created with, or — for one listed before that amount was kept — the current fee.
 */
export function summariseListings(
  rows: readonly ListingStatsRow[],
  currentFee: number,
): AdminPropertyStats {
  const byStatus = Object.fromEntries(
    PROPERTY_STATUSES.map((status) => [status, 0]),
  ) as AdminPropertyStats['byStatus'];
  const listingFees = { count: 0, total: 0 };
  for (const row of rows) {
    byStatus[row.status] += 1;
    if (row.listingFeeProof || row.listingFeeAmount !== undefined) {
      listingFees.count += 1;
      listingFees.total += row.listingFeeAmount ?? currentFee;
    }
  }
  return { totalProperties: rows.length, byStatus, listingFees };
}
