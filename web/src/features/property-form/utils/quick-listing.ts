import {
  optionalAmount,
  propertyFieldsSchema,
  propertyFormSchema,
  VALIDATION_MESSAGES as V,
} from '@ghar/contracts';
import type { PropertyFormValues } from '@ghar/contracts';
import { z } from 'zod';

/** The simple listing form's fields, in the order it shows them. */
export const QUICK_FIELDS = [
  'title',
  'type',
  'action',
  'price',
  'leaseDuration',
  'area',
  'bhk',
  'mobileNumber',
  'description',
  'state',
  'city',
  'locality',
  'address',
  'latitude',
  'longitude',
] as const;
export type QuickField = (typeof QUICK_FIELDS)[number];
export type QuickListingInput = Partial<Record<QuickField, string | number>>;

const fields = propertyFieldsSchema.shape;

/** The simple form's own rules and texts (part 1 §5). */
const simpleRules = z.object({
  title: fields.title,
  type: fields.type,
  description: fields.description,
  city: fields.city,
  state: fields.state,
  locality: fields.locality,
});

/** 'Valid price is required': a number, 0 or more, that must be given. */
const priceProblem = (price: unknown): string | undefined => {
  const parsed = optionalAmount(V.priceRequired).safeParse(price);
  return parsed.success && parsed.data !== undefined ? undefined : V.priceRequired;
};

/**
 * The simple form's values as a listing: its one price is the sale price for SELL and the
 * monthly rent or total lease charge otherwise.
 */
export const quickToListing = ({ price, ...rest }: QuickListingInput): Record<string, unknown> => ({
  ...rest,
  registeredAs: 'OWNER',
  ...(rest.action === 'SELL' ? { price } : { perMonthCharges: price }),
});

const firstByField = (issues: readonly z.core.$ZodIssue[], rename = (field: string) => field) => {
  const found: Partial<Record<QuickField, string>> = {};
  for (const issue of issues) {
    const field = rename(String(issue.path[0] ?? '')) as QuickField;
    if ((QUICK_FIELDS as readonly string[]).includes(field)) found[field] ??= issue.message;
  }
  return found;
};

/**
 * Every problem of the simple form, one per field: its own rules first, then what any listing
 * needs (action, area, BHK, mobile, lease months: the property form's rules, which the listing
 * API applies to every new listing).
 */
export const quickListingIssues = (
  input: QuickListingInput,
): Partial<Record<QuickField, string>> => {
  const own = firstByField(simpleRules.safeParse(input).error?.issues ?? []);
  const price = priceProblem(input.price);
  if (price) own.price = price;
  const listing = firstByField(
    propertyFormSchema.safeParse(quickToListing(input)).error?.issues ?? [],
    (field) => (field === 'perMonthCharges' ? 'price' : field),
  );
  const merged = { ...listing, ...own };
  return Object.fromEntries(
    QUICK_FIELDS.filter((field) => merged[field]).map((field) => [field, merged[field]]),
  );
};

/** The parsed listing of a simple form that has no issue. */
export const quickListingValues = (input: QuickListingInput): PropertyFormValues =>
  propertyFormSchema.parse(quickToListing(input));

/** 'Please fix the following: a, b' when several fields fail (part 1 §5 simple form). */
export const combinedProblems = (messages: readonly string[], lead: string): string =>
  messages.length > 1 ? `${lead} ${messages.join(', ')}` : (messages[0] ?? '');
