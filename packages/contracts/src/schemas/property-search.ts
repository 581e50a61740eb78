import { z } from 'zod';
import { FILTER_AMENITIES, FORM_AMENITIES } from '../constants/amenities';
import { SEARCH_DEFAULTS } from '../constants/defaults';
import { PAGE_SIZES } from '../constants/limits';
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
  optionalBoolean,
  optionalDate,
  optionalEnum,
  optionalNumber,
  stringList,
} from './form-values';
import { limitQuery } from './pagination';

const coordinateQuery = (limit: number, message: string) =>
  optionalNumber(message).refine((value) => value === undefined || Math.abs(value) <= limit, {
    error: message,
  });

const KNOWN_AMENITIES = new Set<string>([...FORM_AMENITIES, ...FILTER_AMENITIES]);

/** Amenities to require, comma-joined; a name no screen offers is refused, not ignored. */
const amenitiesQuery = stringList.refine(
  (list) => list === undefined || list.every((name) => KNOWN_AMENITIES.has(name)),
  { error: V.amenityInvalid },
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
  page: z.coerce.number().int().min(1).default(1),
  limit: limitQuery(PAGE_SIZES.propertySearch),
  ownerId: optionalQueryText,
  type: optionalEnum(PROPERTY_TYPES),
  action: optionalEnum(PROPERTY_ACTIONS),
  location: optionalQueryText,
  status: optionalEnum(PROPERTY_STATUSES),
  registeredAs: optionalEnum(REGISTERED_AS),
  minPrice: optionalAmount(V.numberInvalid),
  maxPrice: optionalAmount(V.numberInvalid),
  minPerMonthCharges: optionalAmount(V.numberInvalid),
  maxPerMonthCharges: optionalAmount(V.numberInvalid),
  minLeaseDuration: optionalAmount(V.numberInvalid),
  maxLeaseDuration: optionalAmount(V.numberInvalid),
  minArea: optionalAmount(V.numberInvalid),
  maxArea: optionalAmount(V.numberInvalid),
  bhk: optionalAmount(V.numberInvalid),
  furnishingStatus: optionalEnum(SEARCH_FURNISHING),
  parkingAvailable: optionalBoolean,
  minRooms: optionalAmount(V.numberInvalid),
  maxRooms: optionalAmount(V.numberInvalid),
  availabilityDate: optionalDate(V.dateInvalid),
  allowedTenants: optionalEnum(ALLOWED_TENANTS),
  noticePeriod: optionalAmount(V.numberInvalid),
  minBookingCharges: optionalAmount(V.numberInvalid),
  maxBookingCharges: optionalAmount(V.numberInvalid),
  amenities: amenitiesQuery,
  additionalAmenities: optionalQueryText,
  city: optionalQueryText,
  state: optionalQueryText,
  locality: optionalQueryText,
  landmark: optionalQueryText,
  minLatitude: coordinateQuery(90, V.latitudeInvalid),
  maxLatitude: coordinateQuery(90, V.latitudeInvalid),
  minLongitude: coordinateQuery(180, V.longitudeInvalid),
  maxLongitude: coordinateQuery(180, V.longitudeInvalid),
  sortBy: z.enum(SORT_BY).default(SEARCH_DEFAULTS.sortBy),
  sortOrder: z.enum(SORT_ORDER).default(SEARCH_DEFAULTS.sortOrder),
});
export type PropertySearchInput = z.input<typeof propertySearchQuerySchema>;
export type PropertySearchQuery = z.output<typeof propertySearchQuerySchema>;

/** GET /properties/admin/all. */
export const adminPropertyQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: limitQuery(PAGE_SIZES.adminProperties),
  type: optionalEnum(PROPERTY_TYPES),
  location: optionalQueryText,
  status: optionalEnum(PROPERTY_STATUSES),
  search: optionalQueryText,
});
export type AdminPropertyQuery = z.output<typeof adminPropertyQuerySchema>;
