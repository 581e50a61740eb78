import { z } from 'zod';
import { TOPICS } from '../topics';

/**
 * A home a user saved to their shortlist is cheaper now than when they saved it (issue 27 item
 * 6, "a saved home drops in price"): once per lower price, from the shortlist entry's outbox.
 */
export const shortlistedPriceDroppedDataSchema = z.object({
  userId: z.string(),
  propertyId: z.string(),
  title: z.string(),
  /** Rupees (₹/month for RENT and LEASE, the price for SELL): the card price when saved. */
  savedPrice: z.number().nonnegative(),
  /** Rupees: the card price now. */
  price: z.number().nonnegative(),
});
export type ShortlistedPriceDroppedData = z.output<typeof shortlistedPriceDroppedDataSchema>;

export const shortlistedPriceDroppedV1 = {
  type: 'ShortlistedPriceDropped',
  version: 1,
  topic: TOPICS.listings,
  schema: shortlistedPriceDroppedDataSchema,
} as const;
