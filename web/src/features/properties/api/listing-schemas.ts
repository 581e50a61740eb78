/*
 * The contracts' schemas of the listings answers the search, place and detail pages check
 * (zod/mini, ~16 KB gzip with zod/mini's core). Loaded by response-shapes-loader while the request
 * is in flight, so the first pages do not carry them.
 */
export {
  localitySuggestionsSchema,
  mapPositionResponseSchema,
  placeSummarySchema,
  popularLocalitiesSchema,
  propertyDetailSchema,
  propertyLocationsListSchema,
  propertySearchResponseSchema,
  propertySearchFacetsSchema,
  similarPropertiesResponseSchema,
} from '@ghar/contracts/http';
