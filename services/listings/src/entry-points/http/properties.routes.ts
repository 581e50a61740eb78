import {
  mapPositionResponseSchema,
  placeSummaryQuerySchema,
  placeSummarySchema,
  placesListSchema,
  localitySuggestionsQuerySchema,
  localitySuggestionsSchema,
  popularLocalitiesQuerySchema,
  popularLocalitiesSchema,
  propertyDetailSchema,
  propertyLocationsListSchema,
  propertySearchFacetsSchema,
  propertySearchQuerySchema,
  propertySearchResponseSchema,
  propertyTypesListSchema,
  similarPropertiesResponseSchema,
  sitemapListingsQuerySchema,
  sitemapListingsSchema,
} from '@ghar/contracts/http';
import { apiRouter, sendOk, type ApiRouter } from '@ghar/platform';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { getProperty } from '../../domain/get-property';
import {
  listPlaces,
  listSitemapListings,
  placeSummary,
  popularLocalities,
} from '../../domain/list-places';
import { listPropertyLocations } from '../../domain/list-property-locations';
import { localitySuggestions } from '../../domain/locality-suggestions';
import { listPropertyTypes } from '../../domain/list-property-types';
import { mapPosition } from '../../domain/map-position';
import type { ListingsDeps } from '../../domain/ports';
import type { Viewer } from '../../domain/property';
import { searchFacets } from '../../domain/search-facets';
import { searchProperties, type SearchAnswer } from '../../domain/search-properties';
import { similarProperties } from '../../domain/similar-properties';

const tags = ['properties'];

const viewerOf = (req: Pick<Request, 'identity'>): Viewer => ({
  userId: req.identity.userId,
  role: req.identity.role,
});

const ENVELOPE_START = Buffer.from('{"success":true,"data":');
const ENVELOPE_END = Buffer.from('}');

/**
 * A search page in the envelope, written as the bytes the read model keeps (no serialization per
 * request). A visitor's public search may be kept by shared caches for a second (the gateway's
 * micro-cache; browsers revalidate with the ETag): a new listing still shows within a second.
 * Signed-in callers and owner lists keep the default no-store.
 */
function sendSearchPage(res: Response, answer: SearchAnswer, viewer: Viewer): void {
  if (answer.public && !viewer.userId)
    res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=1');
  res
    .status(200)
    .type('application/json')
    .send(Buffer.concat([ENVELOPE_START, answer.json, ENVELOPE_END]));
}

/**
 * An answer derived from public listings only, the same for every caller (facets, places, type
 * and location lists, similar homes, map positions): for a visitor, shared caches may keep it a
 * second, as a search page (the gateway's micro-cache answers a repeated one without asking).
 */
function sendPublic(res: Response, req: Pick<Request, 'identity'>, data: unknown): void {
  if (!req.identity.userId) res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=1');
  sendOk(res, data);
}

/** The read side of listings (part 1 §2 Property search and detail, part 2 §7 Properties). */
export function propertiesRoutes(deps: ListingsDeps): ApiRouter {
  const api = apiRouter();

  api.route(
    {
      method: 'get',
      path: '/properties',
      access: 'visitor',
      summary:
        'Search listings (35 filters, FREE unless a status is asked; ownerId only for that owner or an admin)',
      tags,
      query: propertySearchQuerySchema,
      response: propertySearchResponseSchema,
      // Another owner's list (ownerId that is not the caller's, for anyone but an admin).
      responses: [403],
    },
    (req, res) => {
      const viewer = viewerOf(req);
      sendSearchPage(res, searchProperties(deps, req.query, viewer), viewer);
    },
  );

  // Declared before /properties/:id so the list paths are never read as an id.
  api.route(
    {
      method: 'get',
      path: '/properties/search/facets',
      access: 'visitor',
      summary:
        'Counts per type, BHK, furnishing and amenity for the search filters, each within the other filters (issue 26 item 3)',
      tags,
      query: propertySearchQuerySchema,
      response: propertySearchFacetsSchema,
    },
    (req, res) => sendPublic(res, req, searchFacets(deps, req.query)),
  );

  api.route(
    {
      method: 'get',
      path: '/properties/types/list',
      access: 'visitor',
      summary: 'Property types with labels and counts of available listings',
      tags,
      response: propertyTypesListSchema,
    },
    (req, res) => sendPublic(res, req, listPropertyTypes(deps)),
  );

  api.route(
    {
      method: 'get',
      path: '/properties/locations/list',
      access: 'visitor',
      summary: 'States and cities with available listings (counts, Hindi names)',
      tags,
      response: propertyLocationsListSchema,
    },
    (req, res) => sendPublic(res, req, listPropertyLocations(deps)),
  );

  // Issue 28: the sitemap's files and the city and locality pages, from the search model. A
  // visitor's answer may be kept by shared caches for a few seconds (the gateway's micro-cache).
  api.route(
    {
      method: 'get',
      path: '/properties/sitemap/listings',
      access: 'visitor',
      summary: 'One sitemap file of public listings (id, last update), 25,000 a page, oldest first',
      tags,
      query: sitemapListingsQuerySchema,
      response: sitemapListingsSchema,
    },
    (req, res) => sendOk(res, listSitemapListings(deps, req.query.page)),
  );

  api.route(
    {
      method: 'get',
      path: '/properties/places/list',
      access: 'visitor',
      summary: 'City pages per deal with their localities and types (counts, last update)',
      tags,
      response: placesListSchema,
    },
    (req, res) => sendPublic(res, req, listPlaces(deps)),
  );

  api.route(
    {
      method: 'get',
      path: '/properties/places/summary',
      access: 'visitor',
      summary:
        'A city, type or locality page: count, median ₹/month (RENT, LEASE) or price and ₹/sq ft (SELL), neighbouring localities, counts per deal',
      tags,
      query: placeSummaryQuerySchema,
      response: placeSummarySchema,
    },
    (req, res) => sendPublic(res, req, placeSummary(deps, req.query)),
  );

  api.route(
    {
      method: 'get',
      path: '/properties/places/popular',
      access: 'visitor',
      summary: "A city's localities with the most live listings (≤ 12), optionally for one deal",
      tags,
      query: popularLocalitiesQuerySchema,
      response: popularLocalitiesSchema,
    },
    (req, res) => sendPublic(res, req, popularLocalities(deps, req.query)),
  );

  api.route(
    {
      method: 'get',
      path: '/properties/places/localities',
      access: 'visitor',
      summary:
        "The locality type-ahead: a city's localities that the typed text finds in either script or with one typo (≤ 10, most listings first, with their Hindi names when known)",
      tags,
      query: localitySuggestionsQuerySchema,
      response: localitySuggestionsSchema,
    },
    (req, res) => sendPublic(res, req, localitySuggestions(deps, req.query)),
  );

  api.route(
    {
      method: 'get',
      path: '/properties/:id',
      access: 'visitor',
      summary: 'One listing; its owner and admins also see the mobile number and documents',
      tags,
      params: z.object({ id: z.string() }),
      response: propertyDetailSchema,
      responses: [404],
    },
    async (req, res) => sendOk(res, await getProperty(deps, req.params.id, viewerOf(req))),
  );

  api.route(
    {
      method: 'get',
      path: '/properties/:id/similar',
      access: 'visitor',
      summary:
        'Up to 6 FREE listings like this one: same city, deal and type, price within 25 %, BHK within one; closest first',
      tags,
      params: z.object({ id: z.string() }),
      response: similarPropertiesResponseSchema,
      responses: [404],
    },
    (req, res) => sendPublic(res, req, similarProperties(deps, req.params.id)),
  );

  api.route(
    {
      method: 'get',
      path: '/properties/:id/map-position',
      access: 'visitor',
      summary:
        "Where the listing goes on a map: its coordinates, else the median of its locality's (else city's) public listings' coordinates, marked approximate; null when none is known",
      tags,
      params: z.object({ id: z.string() }),
      response: mapPositionResponseSchema,
      responses: [404],
    },
    (req, res) => sendPublic(res, req, mapPosition(deps, req.params.id)),
  );

  return api;
}
