import { usePublicSettings, type LiveSettings } from '@/lib/public-settings';

/** What the fee modal shows and the UPI link pays: each figure from the service that owns it. */
export type ListingFee = {
  /** Rupees. */
  amount: number;
  currency: 'INR';
  upiId: string;
  payeeName: string;
  commissionStructure: LiveSettings['dealers'];
};

/**
 * The fee modal's fee and UPI payee (listings' settings) and commission terms (dealers'), as the
 * admin set them (GET /api/settings, part 2 "settings").
 */
export const listingFeeOf = ({ listings, dealers }: LiveSettings): ListingFee => ({
  amount: listings.listingFee,
  currency: 'INR',
  upiId: listings.upiId,
  payeeName: listings.upiPayeeName,
  commissionStructure: { ...dealers, levelSplitPercent: [...dealers.levelSplitPercent] },
});

export const useListingFee = () => usePublicSettings(listingFeeOf);
