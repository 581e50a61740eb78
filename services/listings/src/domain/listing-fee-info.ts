import { BUSINESS_DEFAULTS, type ListingFeeInfo } from '@ghar/contracts';
import type { ListingsDeps } from './ports';

/** What the fee modal shows (part 1 §2): the fee, where to pay it, and the commission terms. */
export async function listingFeeInfo(
  deps: Pick<ListingsDeps, 'settings'>,
): Promise<ListingFeeInfo> {
  const { commission } = BUSINESS_DEFAULTS;
  const settings = await deps.settings.current();
  return {
    amount: settings.listingFee,
    currency: 'INR',
    upiId: settings.upiId,
    payeeName: settings.upiPayeeName,
    commissionStructure: {
      salePercent: commission.salePercent,
      rentRule: commission.rentRule,
      rentPercentOfFirstMonth: commission.rentPercentOfFirstMonth,
      levelSplitPercent: [...commission.levelSplitPercent],
    },
  };
}
