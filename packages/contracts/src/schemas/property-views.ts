// zod/mini: the web parses these answers on its first pages, where full zod does not fit the
// bundle budget; the services declare them as their routes' responses (OpenAPI) all the same.
import { z } from 'zod/mini';
import { PROPERTY_ACTIONS } from '../constants/property-actions';
import {
  ALLOWED_TENANTS,
  REGISTERED_AS,
  SEARCH_FURNISHING,
} from '../constants/property-attributes';
import { PROPERTY_TYPES } from '../constants/property-types';
import { PROPERTY_STATUSES } from '../constants/statuses';

/*
 * What GET /properties and GET /properties/{id} answer (the `data` part). The public view
 * carries every listing field a visitor may see; the owner's mobile number and the private
 * documents (registry, bills, other documents, listing-fee proof) appear only in the owner's
 * and admins' view (the Terms share contact details after a confirmed booking).
 */

/** One encoding pair of a photo size: WebP first, JPEG for browsers without WebP. */
export const imageVariantSchema = z.object({ webp: z.string(), jpeg: z.string() });
export type ImageVariant = z.output<typeof imageVariantSchema>;

/** A listing photo: a ~400 px thumbnail for cards and a ~1200 px medium size for the detail page. */
export const propertyMediaSchema = z.object({
  thumb: imageVariantSchema,
  medium: imageVariantSchema,
  width: z.optional(z.int().check(z.positive())),
  height: z.optional(z.int().check(z.positive())),
});
export type PropertyMedia = z.output<typeof propertyMediaSchema>;

const optionalString = z.optional(z.string());
const optionalNumber = z.optional(z.number());

export const publicPropertySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: optionalString,
  type: z.enum(PROPERTY_TYPES),
  action: z.enum(PROPERTY_ACTIONS),
  registeredAs: z.enum(REGISTERED_AS),
  registeredAsDescription: optionalString,
  city: z.string(),
  state: z.string(),
  pincode: optionalString,
  locality: optionalString,
  street: optionalString,
  landmark: optionalString,
  subRegion: optionalString,
  flatNumber: optionalString,
  buildingName: optionalString,
  shopNumber: optionalString,
  complexName: optionalString,
  plotNumber: optionalString,
  location: optionalString,
  address: optionalString,
  latitude: optionalNumber,
  longitude: optionalNumber,
  /** Rupees. */
  price: optionalNumber,
  /** Monthly rent for RENT; the total lease charge for LEASE (rupees). */
  perMonthCharges: optionalNumber,
  /** Months. */
  leaseDuration: optionalNumber,
  bookingCharges: optionalNumber,
  /** Months. */
  noticePeriod: z.number(),
  allowedTenants: z.enum(ALLOWED_TENANTS),
  /** Square feet. */
  area: optionalNumber,
  dimensions: optionalString,
  bhk: optionalNumber,
  numberOfRooms: optionalNumber,
  furnishingStatus: z.enum(SEARCH_FURNISHING),
  parkingAvailable: z.optional(z.boolean()),
  /** ISO date-time. */
  availabilityDate: optionalString,
  specifications: optionalString,
  amenities: z.array(z.string()),
  additionalAmenities: optionalString,
  /** The photos' medium JPEG URLs, in order (what the spec's readers call mediaUrls). */
  mediaUrls: z.array(z.string()),
  media: z.array(propertyMediaSchema),
  /**
   * How many photos the listing has: a search result carries only the first (issue 26's photo
   * count on cards); absent where `media` is whole.
   */
  photoCount: z.optional(z.int().check(z.nonnegative())),
  status: z.enum(PROPERTY_STATUSES),
  /**
   * True while the owner has left it unconfirmed past the freshness period: public search skips
   * it (the owner's own list still shows it). Absent otherwise.
   */
  hiddenFromSearch: z.optional(z.boolean()),
  /**
   * True while its owner has been asked "Is this still available?" and has not answered yet (the
   * owner's list shows the one-click confirmation from it). Absent otherwise.
   */
  availabilityAsked: z.optional(z.boolean()),
  owner: z.object({ name: z.string() }),
  /** ISO date-times. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicProperty = z.output<typeof publicPropertySchema>;

/**
 * A listing as search results carry it: the public view without the long free texts
 * (description, specifications), which only the detail page shows. Events carry it too, so every
 * listings instance keeps its search read model without reading the database.
 */
export const propertySummarySchema = z.omit(publicPropertySchema, {
  description: true,
  specifications: true,
});
export type PropertySummary = z.output<typeof propertySummarySchema>;

/**
 * "Is this still available?" (issue 10 item 6): 'ask' once a FREE listing went unconfirmed for the
 * asking period, 'hidden' once it left search for the longer one; the owner's one-click
 * confirmation makes it 'fresh' again. ISO date-times.
 */
export const FRESHNESS_STATES = ['fresh', 'ask', 'hidden'] as const;
export const listingFreshnessSchema = z.object({
  state: z.enum(FRESHNESS_STATES),
  askedAt: optionalString,
  confirmedAt: optionalString,
});
export type ListingFreshness = z.output<typeof listingFreshnessSchema>;

/** The listing as its owner and admins see it. */
export const ownerPropertySchema = z.extend(publicPropertySchema, {
  ownerId: z.string(),
  owner: z.object({ name: z.string(), email: z.optional(z.string()) }),
  mobileNumber: optionalString,
  electricityBillImage: optionalString,
  waterBillImage: optionalString,
  registryImage: z.array(z.string()),
  otherDocuments: z.array(z.string()),
  listingFeeProof: optionalString,
  freshness: z.optional(listingFreshnessSchema),
  /** The UPI payment's reference the owner paid the listing fee with. */
  listingFeeReference: optionalString,
});
export type OwnerProperty = z.output<typeof ownerPropertySchema>;

/** GET /properties/{id}: the public view, or the owner's view for the owner and admins. */
export const propertyDetailSchema = z.union([ownerPropertySchema, publicPropertySchema]);
export type PropertyDetail = z.output<typeof propertyDetailSchema>;

export const searchPaginationSchema = z.object({
  page: z.int(),
  pages: z.int(),
  total: z.int(),
  limit: z.int(),
});
export type SearchPagination = z.output<typeof searchPaginationSchema>;

/**
 * GET /properties: one page of summaries as cards and the results map need them: the first photo
 * only and the coordinates, without address details (the detail route gives the rest).
 */
export const propertySearchResponseSchema = z.object({
  properties: z.array(propertySummarySchema),
  pagination: searchPaginationSchema,
});
export type PropertySearchResponse = z.output<typeof propertySearchResponseSchema>;

/**
 * GET /properties/{id}/similar (issue 26 item 5): up to 6 FREE listings like this one (same city,
 * deal and type, price within 25 %, BHK within one), closest first, as cards need them.
 */
export const similarPropertiesResponseSchema = z.object({
  properties: z.array(propertySummarySchema),
});
export type SimilarPropertiesResponse = z.output<typeof similarPropertiesResponseSchema>;

/**
 * GET /properties/{id}/map-position (issue 26 item 4): where the listing goes on a map. EXACT is
 * its own coordinates; LOCALITY and CITY (approximate) the median of the public listings'
 * coordinates in its locality, else its city; null when none is known (no map is shown).
 */
export const MAP_POSITION_PRECISIONS = ['EXACT', 'LOCALITY', 'CITY'] as const;
export const mapPositionResponseSchema = z.object({
  position: z.nullable(
    z.object({
      latitude: z.number(),
      longitude: z.number(),
      precision: z.enum(MAP_POSITION_PRECISIONS),
    }),
  ),
});
export type MapPositionResponse = z.output<typeof mapPositionResponseSchema>;

/** GET /properties/types/list: every type with its label and how many FREE listings have it. */
export const propertyTypesListSchema = z.object({
  types: z.array(z.object({ type: z.enum(PROPERTY_TYPES), label: z.string(), count: z.number() })),
});
export type PropertyTypesList = z.output<typeof propertyTypesListSchema>;

/**
 * GET /properties/locations/list: the states and cities that have FREE listings, with counts
 * and the Hindi names where the built-in list knows them, most listings first.
 */
export const propertyLocationsListSchema = z.object({
  states: z.array(
    z.object({ state: z.string(), stateHi: z.optional(z.string()), count: z.number() }),
  ),
  cities: z.array(
    z.object({
      city: z.string(),
      cityHi: z.optional(z.string()),
      state: z.string(),
      count: z.number(),
    }),
  ),
});
export type PropertyLocationsList = z.output<typeof propertyLocationsListSchema>;

/**
 * GET /properties/search/facets: for the same filters as the search, how many listings each
 * choice of type, BHK (1-6, 6 = 6+), furnishing and amenity would find. Each facet counts within
 * every OTHER active filter (its own is ignored), so a count is what choosing it would show.
 */
export const propertySearchFacetsSchema = z.object({
  types: z.record(z.string(), z.number()),
  bhk: z.record(z.string(), z.number()),
  furnishing: z.record(z.string(), z.number()),
  amenities: z.record(z.string(), z.number()),
});
export type PropertySearchFacets = z.output<typeof propertySearchFacetsSchema>;
