import type { PropertyAction } from '@ghar/contracts/constants';
import {
  SIMPLE_PRICE_FIELD,
  simpleListingSchema,
  type SimpleListingValues,
} from '@ghar/contracts/http';
import type { z } from 'zod';

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

/**
 * What the simple form requires (part 1 §5, contracts' SIMPLE_LISTING_REQUIRED): title, type,
 * price, description, city, state, locality. The deal starts as Buy and may be changed; the
 * other fields are offered, checked when filled, never required (issue 23 item 29).
 */
export const QUICK_OPTIONAL: readonly QuickField[] = ['action', 'area', 'bhk', 'mobileNumber'];

/**
 * The simple form's values as a listing: its one price is the sale price for SELL (the deal
 * it starts with) and the monthly rent or total lease charge otherwise.
 */
export const quickToListing = ({ price, ...rest }: QuickListingInput): Record<string, unknown> => {
  const action = (rest.action || 'SELL') as PropertyAction;
  return {
    ...rest,
    action,
    registeredAs: 'OWNER',
    [SIMPLE_PRICE_FIELD[action] ?? 'price']: price,
  };
};

const firstByField = (issues: readonly z.core.$ZodIssue[]) => {
  const found: Partial<Record<QuickField, string>> = {};
  for (const issue of issues) {
    const path = String(issue.path[0] ?? '');
    const field = (path === 'perMonthCharges' ? 'price' : path) as QuickField;
    if ((QUICK_FIELDS as readonly string[]).includes(field)) found[field] ??= issue.message;
  }
  return found;
};

/** Every problem of the simple form, one per field, in the form's order. */
export const quickListingIssues = (
  input: QuickListingInput,
): Partial<Record<QuickField, string>> => {
  const found = firstByField(
    simpleListingSchema.safeParse(quickToListing(input)).error?.issues ?? [],
  );
  return Object.fromEntries(
    QUICK_FIELDS.filter((field) => found[field]).map((field) => [field, found[field]]),
  );
};

/** The parsed listing of a simple form that has no issue. */
export const quickListingValues = (input: QuickListingInput): SimpleListingValues =>
  simpleListingSchema.parse(quickToListing(input));

/** 'Please fix the following: a, b' when several fields fail (part 1 §5 simple form). */
export const combinedProblems = (messages: readonly string[], lead: string): string =>
  messages.length > 1 ? `${lead} ${messages.join(', ')}` : (messages[0] ?? '');
