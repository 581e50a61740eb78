import { z } from 'zod';
import { PAGE_SIZES } from '../constants/limits';
import { PROPERTY_STATUSES } from '../constants/statuses';
import { VALIDATION_MESSAGES as V } from '../messages/validation';
import { optionalEnum, optionalPropertyType } from './form-values';
import { limitQuery, paginationQuerySchema } from './pagination';
import { ownerPropertySchema, propertyMediaSchema } from './property-views';

/** The UPI payment's reference (`tr`, and the note `tn`): the web makes `GHAR-` + 8 characters. */
export const LISTING_FEE_REFERENCE_PATTERN = /^[A-Z0-9-]{1,40}$/;

/** `listingFeeReference` of POST /properties: optional; blank means not given. */
export const listingFeeReferenceSchema = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value.toUpperCase() : undefined))
  .refine((value) => value === undefined || LISTING_FEE_REFERENCE_PATTERN.test(value), {
    error: V.listingFeeReferenceInvalid,
  });

/** GET /properties/admin/all (Manage Properties): every status unless one is asked. */
export const adminPropertiesQuerySchema = paginationQuerySchema.extend({
  limit: limitQuery(PAGE_SIZES.adminProperties),
  type: optionalPropertyType(V.typeRequired),
  status: optionalEnum(PROPERTY_STATUSES),
  location: z.string().trim().max(200).optional(),
  search: z.string().trim().max(200).optional(),
});
export type AdminPropertiesQuery = z.output<typeof adminPropertiesQuerySchema>;

export const adminPropertiesResponseSchema = z.object({
  properties: z.array(ownerPropertySchema),
  // searchPaginationSchema's fields, spelled out: the schemas' import cycle (through booking.ts)
  // leaves it not yet made when this module is.
  pagination: z.object({
    page: z.int(),
    pages: z.int(),
    total: z.int(),
    limit: z.int(),
    /**
     * A filtered list is counted only up to LIMITS.maxPageSize past this page (issue 24): `total`
     * is then at least that many ("100+"), and grows as the admin pages on.
     */
    totalAtLeast: z.boolean().optional(),
  }),
});
export type AdminPropertiesResponse = z.output<typeof adminPropertiesResponseSchema>;

/** POST /properties/upload-image: the photo's sizes; `url` goes into an edit's mediaUrls. */
export const uploadedListingImageSchema = z.object({
  url: z.string(),
  media: propertyMediaSchema,
});
export type UploadedListingImage = z.output<typeof uploadedListingImageSchema>;
