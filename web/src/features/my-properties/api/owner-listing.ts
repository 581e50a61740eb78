import {
  PROPERTY_ACTIONS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  propertyMediaSchema,
} from '@ghar/contracts';
import { z } from 'zod';

/**
 * One of the owner's listings as GET /properties?ownerId answers it (every status), with what
 * the freshness check adds: `freshness.state` on owner views, `hiddenFromSearch` on summaries.
 * Only the fields these screens read are checked; others pass through.
 */
export const ownerListingSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  type: z.enum(PROPERTY_TYPES),
  action: z.enum(PROPERTY_ACTIONS),
  status: z.enum(PROPERTY_STATUSES),
  city: z.string(),
  state: z.string(),
  locality: z.string().optional(),
  price: z.number().optional(),
  perMonthCharges: z.number().optional(),
  leaseDuration: z.number().optional(),
  media: z.array(propertyMediaSchema).catch([]),
  createdAt: z.string(),
  hiddenFromSearch: z.boolean().optional(),
  availabilityAsked: z.boolean().optional(),
  freshness: z.looseObject({ state: z.enum(['fresh', 'ask', 'hidden']).catch('fresh') }).optional(),
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
