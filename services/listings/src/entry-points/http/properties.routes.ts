import {
  propertyDetailSchema,
  propertyLocationsListSchema,
  propertySearchQuerySchema,
  propertySearchResponseSchema,
  propertyTypesListSchema,
} from '@ghar/contracts';
import { apiRouter, sendOk, type ApiRouter } from '@ghar/platform';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { getProperty } from '../../domain/get-property';
import { listPropertyLocations } from '../../domain/list-property-locations';
import { listPropertyTypes } from '../../domain/list-property-types';
import type { ListingsDeps } from '../../domain/ports';
import type { Viewer } from '../../domain/property';
import { searchProperties } from '../../domain/search-properties';
import type { SearchPage } from '../../domain/search/search-index';

const tags = ['properties'];

const viewerOf = (req: Pick<Request, 'identity'>): Viewer => ({
  userId: req.identity.userId,
  role: req.identity.role,
});

/**
 * A search page in the envelope. Its listings are kept as JSON in the read model, so the page is
 * joined, not serialized again per request.
 */
function sendSearchPage(res: Response, page: SearchPage): void {
  res
    .status(200)
    .type('application/json')
    .send(
      `{"success":true,"data":{"properties":[${page.properties.join(',')}],"pagination":${JSON.stringify(page.pagination)}}}`,
    );
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
    },
    (req, res) => sendSearchPage(res, searchProperties(deps, req.query, viewerOf(req))),
  );

  // Declared before /properties/:id so the list paths are never read as an id.
  api.route(
    {
      method: 'get',
      path: '/properties/types/list',
      access: 'visitor',
      summary: 'Property types with labels and counts of available listings',
      tags,
      response: propertyTypesListSchema,
    },
    (_req, res) => sendOk(res, listPropertyTypes(deps)),
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
    (_req, res) => sendOk(res, listPropertyLocations(deps)),
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

  return api;
}
