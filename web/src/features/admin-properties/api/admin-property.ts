import {
  PROPERTY_ACTIONS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  propertyMediaSchema,
} from '@ghar/contracts';
import { z } from 'zod';

/**
 * A listing as Manage Properties reads it from GET /properties/admin/all (the owner view): only
 * the fields the table and the edit modal use are checked; the rest pass through.
 */
export const adminPropertySchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  type: z.enum(PROPERTY_TYPES),
  action: z.enum(PROPERTY_ACTIONS),
  status: z.enum(PROPERTY_STATUSES),
  city: z.string(),
  state: z.string(),
  locality: z.string().optional(),
  location: z.string().optional(),
  address: z.string().optional(),
  price: z.number().optional(),
  perMonthCharges: z.number().optional(),
  leaseDuration: z.number().optional(),
  mediaUrls: z.array(z.string()).catch([]),
  media: z.array(propertyMediaSchema).catch([]),
  owner: z.looseObject({ name: z.string(), email: z.string().optional() }).optional(),
  createdAt: z.string(),
});
export type AdminProperty = z.infer<typeof adminPropertySchema>;

export const adminPropertyPageSchema = z.object({
  properties: z.array(adminPropertySchema),
  pagination: z.looseObject({ page: z.number().optional(), pages: z.number(), total: z.number() }),
});
export type AdminPropertyPage = z.infer<typeof adminPropertyPageSchema>;

export const adminPropertyKeys = {
  all: ['properties', 'admin'] as const,
  list: (query: Record<string, string>) => ['properties', 'admin', 'list', query] as const,
};
