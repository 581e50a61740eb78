import { z } from 'zod/mini';
import { propertyMediaSchema, publicPropertySchema } from '@ghar/contracts/http';
import { listingRowFields } from '@/lib/listing-row-fields';

/**
 * A listing as Manage Properties reads it from GET /properties/admin/all (the owner view): only
 * the fields the table and the edit modal use are checked (as the contracts' schemas state them);
 * the rest pass through, and a broken photo list is read as none.
 */
export const adminPropertySchema = z.looseObject({
  ...z.pick(publicPropertySchema, {
    ...listingRowFields,
    description: true,
    location: true,
    address: true,
  }).shape,
  mediaUrls: z.catch(z.array(z.string()), []),
  media: z.catch(z.array(propertyMediaSchema), []),
  owner: z.optional(z.looseObject({ name: z.string(), email: z.optional(z.string()) })),
});
export type AdminProperty = z.infer<typeof adminPropertySchema>;

export const adminPropertyPageSchema = z.object({
  properties: z.array(adminPropertySchema),
  pagination: z.looseObject({
    page: z.optional(z.number()),
    pages: z.number(),
    total: z.number(),
    /** A filtered list counted only so far: `total` is at least this (issue 24). */
    totalAtLeast: z.optional(z.boolean()),
  }),
});
export type AdminPropertyPage = z.infer<typeof adminPropertyPageSchema>;

export const adminPropertyKeys = {
  all: ['properties', 'admin'] as const,
  list: (query: Record<string, string>) => ['properties', 'admin', 'list', query] as const,
};
