import { z } from 'zod/mini';
import { FRESHNESS_STATES, propertyMediaSchema, propertySummarySchema } from '@ghar/contracts/http';
import { listingRowFields } from '@/lib/listing-row-fields';

/**
 * One of the owner's listings as GET /properties?ownerId answers it (every status), with what
 * the freshness check adds: `freshness.state` on owner views, `hiddenFromSearch` on summaries.
 * Only the fields these screens read are checked (as the contracts' schemas state them); others
 * pass through, and a broken media list or freshness state is read as none or 'fresh'.
 */
export const ownerListingSchema = z.looseObject({
  ...z.pick(propertySummarySchema, {
    ...listingRowFields,
    hiddenFromSearch: true,
    availabilityAsked: true,
  }).shape,
  media: z.catch(z.array(propertyMediaSchema), []),
  freshness: z.optional(z.looseObject({ state: z.catch(z.enum(FRESHNESS_STATES), 'fresh') })),
});
export type OwnerListing = z.infer<typeof ownerListingSchema>;

export const ownerListingPageSchema = z.object({
  properties: z.array(ownerListingSchema),
  pagination: z.looseObject({ page: z.number(), pages: z.number(), total: z.number() }),
});
export type OwnerListingPage = z.infer<typeof ownerListingPageSchema>;

export const ownerListingKeys = {
  all: ['properties', 'owner'] as const,
  page: (ownerId: string, page: number) => ['properties', 'owner', ownerId, 'page', page] as const,
  every: (ownerId: string) => ['properties', 'owner', ownerId, 'every'] as const,
};
