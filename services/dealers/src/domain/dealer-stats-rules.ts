import { DEALER_STATUSES } from '@ghar/contracts/constants';
import type { AdminDealerStats } from '@ghar/contracts/http';
import { paiseToRupees } from '@ghar/contracts/money';
import type { DealerRecord } from './dealer';
import type { LedgerSums } from './ledger-totals-rules';

/**
 * The admin dashboard's dealer figures: applications by status, and the ledger's commissions in
 * rupees — earned, reversed (on unbook; stored as negative entries) and what stands.
 */
export function summariseDealers(
  dealers: ReadonlyArray<Pick<DealerRecord, 'status'>>,
  { earnedPaise: earned, reversedPaise: reversed }: LedgerSums,
): AdminDealerStats {
  const byStatus = Object.fromEntries(
    DEALER_STATUSES.map((status) => [status, 0]),
  ) as AdminDealerStats['byStatus'];
  for (const dealer of dealers) byStatus[dealer.status] += 1;
  return {
    byStatus,
    commission: {
      earned: paiseToRupees(earned),
      reversed: paiseToRupees(reversed),
      net: paiseToRupees(earned - reversed),
    },
  };
}
