import { DEALER_STATUSES } from '@ghar/contracts/constants';
import type { AdminDealerStats } from '@ghar/contracts/http';
import { paiseToRupees } from '@ghar/contracts/money';
import type { CommissionRecord, DealerRecord } from './dealer';

/**
 * The admin dashboard's dealer figures: applications by status, and the ledger's commissions in
 * rupees — earned, reversed (on unbook; stored as negative entries) and what stands.
 */
export function summariseDealers(
  dealers: ReadonlyArray<Pick<DealerRecord, 'status'>>,
  entries: ReadonlyArray<Pick<CommissionRecord, 'kind' | 'amountPaise'>>,
): AdminDealerStats {
  const byStatus = Object.fromEntries(
    DEALER_STATUSES.map((status) => [status, 0]),
  ) as AdminDealerStats['byStatus'];
  for (const dealer of dealers) byStatus[dealer.status] += 1;
  let earned = 0;
  let reversed = 0;
  for (const entry of entries) {
    if (entry.kind === 'EARNED') earned += entry.amountPaise;
    else reversed += Math.abs(entry.amountPaise);
  }
  return {
    byStatus,
    commission: {
      earned: paiseToRupees(earned),
      reversed: paiseToRupees(reversed),
      net: paiseToRupees(earned - reversed),
    },
  };
}
