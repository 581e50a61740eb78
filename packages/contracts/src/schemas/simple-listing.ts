import { z } from 'zod';
import { PROPERTY_DEFAULTS } from '../constants/defaults';
import { LIMITS } from '../constants/limits';
import { PROPERTY_ACTIONS, type PropertyAction } from '../constants/property-actions';
import { VALIDATION_MESSAGES as V } from '../messages/validation';
import { optionalMobileSchema } from './fields';
import { optionalAmount, optionalEnum, optionalMeasure } from './form-values';
import { AREA } from './number-ceilings';
import { propertyFieldsSchema } from './property-form';

/**
 * The simple listing form (part 1 §5) requires exactly these seven, with their texts: title,
 * type, price ('Valid price is required', 0 or more), description, city, state, locality.
 * Everything else the full form asks is optional here: the deal defaults to SELL (the price is
 * a sale price unless the owner picks Rent or Lease, when it is the monthly rent or the lease's
 * total), photos are optional (at most 5) and no document is asked (issue 23 item 29).
 */
export const SIMPLE_LISTING_REQUIRED = [
  'title',
  'type',
  'price',
  'description',
  'city',
  'state',
  'locality',
] as const;

/** The multipart field that marks a POST /properties as the simple form's. */
export const SIMPLE_LISTING_MARK = { field: 'form', value: 'simple' } as const;

/** Where the one price goes for each deal: the sale price, else the monthly or total charge. */
export const SIMPLE_PRICE_FIELD = {
  SELL: 'price',
  RENT: 'perMonthCharges',
  LEASE: 'perMonthCharges',
} as const;

export const simpleListingSchema = propertyFieldsSchema
  .extend({
    action: optionalEnum(PROPERTY_ACTIONS, V.actionRequired).transform(
      (action) => action ?? 'SELL',
    ),
    area: optionalMeasure(V.areaRequired, AREA).refine(
      (value) => value === undefined || value > 0,
      { error: V.areaRequired },
    ),
    mobileNumber: optionalMobileSchema,
    perMonthCharges: optionalAmount(V.priceRequired),
    price: optionalAmount(V.priceRequired),
  })
  .superRefine(
    (form, ctx) => {
      // Also when other fields failed, so every problem shows at once (one per field).
      const field = SIMPLE_PRICE_FIELD[form.action as PropertyAction] ?? 'price';
      const reported = ctx.issues.some((issue) => issue.path?.[0] === field);
      if (form[field] === undefined && !reported) {
        ctx.addIssue({ code: 'custom', message: V.priceRequired, path: [field] });
      }
    },
    { when: () => true },
  )
  .transform((form) => ({
    ...form,
    registeredAs: form.registeredAs ?? PROPERTY_DEFAULTS.registeredAs,
    noticePeriod: form.noticePeriod ?? PROPERTY_DEFAULTS.noticePeriod,
    allowedTenants: form.allowedTenants ?? PROPERTY_DEFAULTS.allowedTenants,
    furnishingStatus: form.furnishingStatus ?? PROPERTY_DEFAULTS.furnishingStatus,
  }));
export type SimpleListingValues = z.output<typeof simpleListingSchema>;

/** The simple form's photos: optional, at most LIMITS.listingImagesMax. */
export const simpleListingFilesSchema = z.object({
  mediaFiles: z.array(z.unknown()).max(LIMITS.listingImagesMax, { error: V.maxImages }),
});
