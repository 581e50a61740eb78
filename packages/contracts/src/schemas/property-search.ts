import { z } from 'zod';
import { FILTER_AMENITIES, FORM_AMENITIES } from '../constants/amenities';
import { SEARCH_DEFAULTS } from '../constants/defaults';
import { LIMITS, NUMBER_LIMITS, PAGE_SIZES } from '../constants/limits';
import { PROPERTY_ACTIONS } from '../constants/property-actions';
import {
  ALLOWED_TENANTS,
  REGISTERED_AS,
  SEARCH_FURNISHING,
} from '../constants/property-attributes';
import { PROPERTY_TYPES } from '../constants/property-types';
import { SORT_BY, SORT_ORDER } from '../constants/sorting';
import { PROPERTY_STATUSES } from '../constants/statuses';
import { VALIDATION_MESSAGES as V } from '../messages/validation';
import {
  optionalAmount,
  optionalDate,
  optionalEnum,
  optionalMeasure,
  optionalNumber,
  optionalPropertyType,
  stringList,
  wholeNumber,
  type NumberCeiling,
} from './form-values';
import { AREA, BHK, LEASE_MONTHS, NOTICE_MONTHS, ROOMS } from './number-ceilings';
import { limitQuery } from './pagination';

/*
 * The search's query parameters name themselves in their errors ("minPrice: Please enter a
 * valid number"), so a 400 says which filter was refused.
 */
const named = (field: string, message: string) => `${field}: ${message}`;
const oneOf = (field: string, values: readonly string[]) =>
  named(field, `must be one of ${values.join(', ')}`);

const wholeQuery = (field: string, min: number, max = Number.MAX_SAFE_INTEGER) => {
  const error = named(
    field,
    `must be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}`,
  );
  return wholeNumber(min, max, error);
};

const amountQuery = (field: string) =>
  optionalAmount(named(field, V.numberInvalid), [
    NUMBER_LIMITS.maxAmountRupees,
    named(field, V.amountTooLarge),
  ]);

/** A measured or counted filter (area, months, rooms): a number from 0 to the field's ceiling. */
const measureQuery = (field: string, [max, tooLarge]: NumberCeiling) =>
  optionalMeasure(named(field, V.numberInvalid), [max, named(field, tooLarge)]);

const queryText = (field: string) =>
  z
    .string({ error: named(field, 'must be given once, as text') })
    .trim()
    .max(LIMITS.nameMaxLength * 2, { error: named(field, 'is too long') })
    .optional()
    .transform((value) => (value ? value : undefined));

const coordinateQuery = (field: string, limit: number, message: string) =>
  optionalNumber(named(field, message)).refine(
    (value) => value === undefined || Math.abs(value) <= limit,
    { error: named(field, message) },
  );

const KNOWN_AMENITIES = new Set<string>([...FORM_AMENITIES, ...FILTER_AMENITIES]);

/** Amenities to require, comma-joined; a name no screen offers is refused, not ignored. */
const amenitiesQuery = stringList.refine(
  (list) => list === undefined || list.every((name) => KNOWN_AMENITIES.has(name)),
  { error: named('amenities', V.amenityInvalid) },
);

const optionalQueryText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * GET /properties. The web sends only non-empty filters (lists comma-joined); an unknown
 * parameter such as the cache-busting timestamp is dropped. No status default here: owners'
 * views list every status, the search page sends SEARCH_DEFAULTS.status itself.
 */
export const propertySearchQuerySchema = z.object({
  page: wholeQuery('page', 1).default(1),
  limit: wholeQuery('limit', 1, LIMITS.maxPageSize).default(PAGE_SIZES.propertySearch),
  ownerId: queryText('ownerId'),
  type: optionalPropertyType(oneOf('type', PROPERTY_TYPES)),
  action: optionalEnum(PROPERTY_ACTIONS, oneOf('action', PROPERTY_ACTIONS)),
  location: queryText('location'),
  status: optionalEnum(PROPERTY_STATUSES, oneOf('status', PROPERTY_STATUSES)),
  registeredAs: optionalEnum(REGISTERED_AS, oneOf('registeredAs', REGISTERED_AS)),
  minPrice: amountQuery('minPrice'),
  maxPrice: amountQuery('maxPrice'),
  minPerMonthCharges: amountQuery('minPerMonthCharges'),
  maxPerMonthCharges: amountQuery('maxPerMonthCharges'),
  minLeaseDuration: measureQuery('minLeaseDuration', LEASE_MONTHS),
  maxLeaseDuration: measureQuery('maxLeaseDuration', LEASE_MONTHS),
  minArea: measureQuery('minArea', AREA),
  maxArea: measureQuery('maxArea', AREA),
  bhk: measureQuery('bhk', BHK),
  /** The quick filter's "4+ BHK": this many bedrooms or more. */
  minBhk: measureQuery('minBhk', BHK),
  /** The quick filter "With photos": only listings with at least one photo. */
  withPhotos: z
    .union([z.literal(true), z.enum(['true', ''])], { error: oneOf('withPhotos', ['true']) })
    .optional()
    .transform((value) => (value === true || value === 'true' ? true : undefined)),
  furnishingStatus: optionalEnum(SEARCH_FURNISHING, oneOf('furnishingStatus', SEARCH_FURNISHING)),
  parkingAvailable: z
    .union([z.boolean(), z.enum(['true', 'false', ''])], {
      error: oneOf('parkingAvailable', ['true', 'false']),
    })
    .optional()
    .transform((value) =>
      value === '' || value === undefined ? undefined : String(value) === 'true',
    ),
  minRooms: measureQuery('minRooms', ROOMS),
  maxRooms: measureQuery('maxRooms', ROOMS),
  availabilityDate: optionalDate(named('availabilityDate', V.dateInvalid)),
  allowedTenants: optionalEnum(ALLOWED_TENANTS, oneOf('allowedTenants', ALLOWED_TENANTS)),
  noticePeriod: measureQuery('noticePeriod', NOTICE_MONTHS),
  minBookingCharges: amountQuery('minBookingCharges'),
  maxBookingCharges: amountQuery('maxBookingCharges'),
  amenities: amenitiesQuery,
  additionalAmenities: queryText('additionalAmenities'),
  city: queryText('city'),
  state: queryText('state'),
  locality: queryText('locality'),
  landmark: queryText('landmark'),
  minLatitude: coordinateQuery('minLatitude', 90, V.latitudeInvalid),
  maxLatitude: coordinateQuery('maxLatitude', 90, V.latitudeInvalid),
  minLongitude: coordinateQuery('minLongitude', 180, V.longitudeInvalid),
  maxLongitude: coordinateQuery('maxLongitude', 180, V.longitudeInvalid),
  sortBy: z.enum(SORT_BY, { error: oneOf('sortBy', SORT_BY) }).default(SEARCH_DEFAULTS.sortBy),
  sortOrder: z
    .enum(SORT_ORDER, { error: oneOf('sortOrder', SORT_ORDER) })
    .default(SEARCH_DEFAULTS.sortOrder),
});
export type PropertySearchInput = z.input<typeof propertySearchQuerySchema>;
export type PropertySearchQuery = z.output<typeof propertySearchQuerySchema>;

/**
 * The filters a visitor's search URL may carry: every query field but paging and the owner's own
 * list. The web's filter rules are keyed by exactly these (a renamed filter fails to compile).
 */
export type PropertySearchFilterKey = Exclude<
  keyof PropertySearchInput,
  'page' | 'limit' | 'ownerId'
>;

/** GET /properties/admin/all. */
export const adminPropertyQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: limitQuery(PAGE_SIZES.adminProperties),
  type: optionalPropertyType(),
  location: optionalQueryText,
  status: optionalEnum(PROPERTY_STATUSES),
  search: optionalQueryText,
});
export type AdminPropertyQuery = z.output<typeof adminPropertyQuerySchema>;
