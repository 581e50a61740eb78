import {
  ALLOWED_TENANTS,
  PROPERTY_ACTIONS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  REGISTERED_AS,
  SEARCH_FURNISHING,
} from '@ghar/contracts';
import type {
  MapPositionResponse,
  OwnerProperty,
  PlaceSummary,
  PopularLocalities,
  LocalitySuggestions,
  PropertyDetail,
  PropertyLocationsList,
  PropertySearchFacets,
  PropertySearchResponse,
  SimilarPropertiesResponse,
  PropertySummary,
  PropertyTypesList,
  PublicProperty,
} from '@ghar/contracts';
import { z } from 'zod/mini';
import type { Expect, Same } from './same-type';

/*
 * The listings answers the web checks, as zod/mini schemas. The contracts build them with the
 * full `zod` (the services need its methods for OpenAPI); importing those here put ~26 KB gzip
 * of zod on the search and detail pages' critical path, while zod/mini is already in the first
 * chunk. The type checks at the end make any drift from the contracts a compile error, and
 * response-shapes.test.ts checks that both accept and refuse the same answers.
 */

// Not imported: FRESHNESS_STATES lives in the contracts' property-views module, and using any of
// its exports keeps all of its full-zod schemas in the bundle. The type checks below pin it.
export const FRESHNESS_STATES = ['fresh', 'ask', 'hidden'] as const;

const optionalString = z.optional(z.string());
const optionalNumber = z.optional(z.number());
const positiveInt = z.int().check(z.positive());

const imageVariantShape = z.object({ webp: z.string(), jpeg: z.string() });

export const propertyMediaShape = z.object({
  thumb: imageVariantShape,
  medium: imageVariantShape,
  width: z.optional(positiveInt),
  height: z.optional(positiveInt),
});

const summaryShape = {
  id: z.string(),
  title: z.string(),
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
  price: optionalNumber,
  perMonthCharges: optionalNumber,
  leaseDuration: optionalNumber,
  bookingCharges: optionalNumber,
  noticePeriod: z.number(),
  allowedTenants: z.enum(ALLOWED_TENANTS),
  area: optionalNumber,
  dimensions: optionalString,
  bhk: optionalNumber,
  numberOfRooms: optionalNumber,
  furnishingStatus: z.enum(SEARCH_FURNISHING),
  parkingAvailable: z.optional(z.boolean()),
  availabilityDate: optionalString,
  amenities: z.array(z.string()),
  additionalAmenities: optionalString,
  mediaUrls: z.array(z.string()),
  media: z.array(propertyMediaShape),
  photoCount: z.optional(z.int().check(z.nonnegative())),
  status: z.enum(PROPERTY_STATUSES),
  hiddenFromSearch: z.optional(z.boolean()),
  availabilityAsked: z.optional(z.boolean()),
  owner: z.object({ name: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
};

const publicShape = {
  ...summaryShape,
  description: optionalString,
  specifications: optionalString,
};

export const propertySummaryShape = z.object(summaryShape);
export const publicPropertyShape = z.object(publicShape);

/**
 * The fields every list of one's own or all listings (My Properties, Manage Properties) checks,
 * as a pick of the shapes above.
 */
export const listingRowFields = {
  id: true,
  title: true,
  type: true,
  action: true,
  status: true,
  city: true,
  state: true,
  locality: true,
  price: true,
  perMonthCharges: true,
  leaseDuration: true,
  createdAt: true,
} as const;

export const ownerPropertyShape = z.object({
  ...publicShape,
  ownerId: z.string(),
  owner: z.object({ name: z.string(), email: optionalString }),
  mobileNumber: optionalString,
  electricityBillImage: optionalString,
  waterBillImage: optionalString,
  registryImage: z.array(z.string()),
  otherDocuments: z.array(z.string()),
  listingFeeProof: optionalString,
  freshness: z.optional(
    z.object({
      state: z.enum(FRESHNESS_STATES),
      askedAt: optionalString,
      confirmedAt: optionalString,
    }),
  ),
  listingFeeReference: optionalString,
});

/** GET /properties/{id}: the owner's view for the owner and admins, else the public one. */
export const propertyDetailShape = z.union([ownerPropertyShape, publicPropertyShape]);

/** GET /properties: one page of cards. */
export const propertySearchShape = z.object({
  properties: z.array(propertySummaryShape),
  pagination: z.object({
    page: z.int(),
    pages: z.int(),
    total: z.int(),
    limit: z.int(),
  }),
});

/** GET /properties/{id}/similar: the homes like a listing (issue 26 item 5). */
export const similarPropertiesShape = z.object({ properties: z.array(propertySummaryShape) });

/** GET /properties/{id}/map-position: where the detail page's map puts it (issue 26 item 4). */
export const mapPositionShape = z.object({
  position: z.nullable(
    z.object({
      latitude: z.number(),
      longitude: z.number(),
      // Spelled here, not imported: the contracts' list sits beside full zod (the type check
      // below catches any drift).
      precision: z.enum(['EXACT', 'LOCALITY', 'CITY']),
    }),
  ),
});

/** GET /properties/types/list. */
export const propertyTypesListShape = z.object({
  types: z.array(z.object({ type: z.enum(PROPERTY_TYPES), label: z.string(), count: z.number() })),
});

/** GET /properties/locations/list. */
export const propertyLocationsListShape = z.object({
  states: z.array(z.object({ state: z.string(), stateHi: optionalString, count: z.number() })),
  cities: z.array(
    z.object({ city: z.string(), cityHi: optionalString, state: z.string(), count: z.number() }),
  ),
});

/** GET /properties/search/facets: counts per value, each within the other filters. */
const counts = z.record(z.string(), z.number());
export const propertySearchFacetsShape = z.object({
  types: counts,
  bhk: counts,
  furnishing: counts,
  amenities: counts,
});

/** GET /properties/places/popular. */
export const popularLocalitiesShape = z.object({
  city: z.string(),
  localities: z.array(z.object({ locality: z.string(), slug: z.string(), count: z.number() })),
});

/** GET /properties/places/localities: the locality type-ahead. */
export const localitySuggestionsShape = z.object({
  city: z.string(),
  localities: z.array(
    z.object({
      locality: z.string(),
      localityHi: z.optional(z.string()),
      slug: z.string(),
      count: z.number(),
    }),
  ),
});

const placeFigures = {
  count: z.number(),
  medianMonthly: z.optional(z.number()),
  medianPrice: z.optional(z.number()),
  medianPricePerSqft: z.optional(z.number()),
};

/** GET /properties/places/summary: a city or locality page's figures and links (issue 28). */
export const placeSummaryShape = z.object({
  action: z.enum(PROPERTY_ACTIONS),
  city: z.string(),
  cityHi: optionalString,
  citySlug: z.string(),
  state: z.string(),
  type: z.optional(z.enum(PROPERTY_TYPES)),
  locality: optionalString,
  ...placeFigures,
  localities: z.array(z.object({ locality: z.string(), slug: z.string(), ...placeFigures })),
  deals: z.array(z.object({ action: z.enum(PROPERTY_ACTIONS), count: z.number() })),
});

// Compile-time: each shape yields exactly the contracts' type (a field added, removed or
// retyped on either side fails the web typecheck).
export type ResponseShapesMatchContracts = [
  Expect<Same<z.infer<typeof propertySummaryShape>, PropertySummary>>,
  Expect<Same<z.infer<typeof publicPropertyShape>, PublicProperty>>,
  Expect<Same<z.infer<typeof ownerPropertyShape>, OwnerProperty>>,
  Expect<Same<z.infer<typeof propertyDetailShape>, PropertyDetail>>,
  Expect<Same<z.infer<typeof propertySearchShape>, PropertySearchResponse>>,
  Expect<Same<z.infer<typeof similarPropertiesShape>, SimilarPropertiesResponse>>,
  Expect<Same<z.infer<typeof mapPositionShape>, MapPositionResponse>>,
  Expect<Same<z.infer<typeof propertyTypesListShape>, PropertyTypesList>>,
  Expect<Same<z.infer<typeof propertyLocationsListShape>, PropertyLocationsList>>,
  Expect<Same<z.infer<typeof placeSummaryShape>, PlaceSummary>>,
  Expect<Same<z.infer<typeof propertySearchFacetsShape>, PropertySearchFacets>>,
  Expect<Same<z.infer<typeof popularLocalitiesShape>, PopularLocalities>>,
  Expect<Same<z.infer<typeof localitySuggestionsShape>, LocalitySuggestions>>,
];
