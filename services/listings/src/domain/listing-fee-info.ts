import { BUSINESS_DEFAULTS, type ListingFeeInfo } from '@ghar/contracts';
import type { ListingsDeps } from './ports';

/** What the fee modal shows (part 1 §2): the fee, where to pay it, and the commission terms. */
export function listingFeeInfo(deps: Pick<ListingsDeps, 'listingFee'>): ListingFeeInfo {
  const { commission } = BUSINESS_DEFAULTS;
  return {
    amount: deps.listingFee.amount,
    currency: 'INR',
    upiId: deps.listingFee.upiId,
    payeeName: deps.listingFee.payeeName,
    commissionStructure: {
      salePercent: commission.salePercent,
      rentRule: commission.rentRule,
      rentPercentOfFirstMonth: commission.rentPercentOfFirstMonth,
      levelSplitPercent: [...commission.levelSplitPercent],
    },
  };
}
