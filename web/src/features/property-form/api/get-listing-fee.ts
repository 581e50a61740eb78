import type { ListingFeeInfo } from '@ghar/contracts';
import { usePublicSettings, type LiveSettings } from '@/lib/public-settings';

export type ListingFee = ListingFeeInfo;

/** The fee modal's fee, UPI payee and commission terms, as the admin set them (GET /api/settings). */
export const listingFeeOf = ({ listings, dealers }: LiveSettings): ListingFee => ({
  amount: listings.listingFee,
  currency: 'INR',
  upiId: listings.upiId,
  payeeName: listings.upiPayeeName,
  commissionStructure: { ...dealers, levelSplitPercent: [...dealers.levelSplitPercent] },
});

export const useListingFee = () => usePublicSettings(listingFeeOf);
