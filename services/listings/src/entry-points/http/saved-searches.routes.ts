import {
  createSavedSearchSchema,
  savedSearchDeletedSchema,
  savedSearchListSchema,
  savedSearchViewSchema,
  updateSavedSearchSchema,
} from '@ghar/contracts/http';
import { apiRouter, requireUser, sendOk, type ApiRouter } from '@ghar/platform';
import type { Request } from 'express';
import { z } from 'zod';
import type { ListingsDeps } from '../../domain/ports';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from '../../domain/saved-searches';

const tags = ['saved searches'];
const params = z.object({ id: z.string() });
// The caller, from the gateway's signed identity (never from the request's own fields).
const callerOf = (req: unknown) => requireUser(req as Request).userId;

/**
 * Saved searches and alerts (issue 27 item 6). Every route reads and writes the caller's own
 * searches only (the user comes from the signed identity; another's id answers 404 as a missing
 * one does). Declared before /properties/:id so 'saved-searches' is never read as an id.
 */
export function savedSearchRoutes(deps: ListingsDeps): ApiRouter {
  const api = apiRouter();

  api.route(
    {
      method: 'post',
      path: '/properties/saved-searches',
      access: 'signed-in',
      summary: 'Save the search page\'s filters with a name ("Alert me"); 409 at the cap',
      tags,
      body: createSavedSearchSchema,
      response: savedSearchViewSchema,
      status: 201,
      responses: [409],
    },
    async (req, res) => {
      sendOk(res, await createSavedSearch(deps, callerOf(req), req.body), 201);
    },
  );

  api.route(
    {
      method: 'get',
      path: '/properties/saved-searches',
      access: 'signed-in',
      summary: "The caller's saved searches, newest first",
      tags,
      response: savedSearchListSchema,
    },
    async (req, res) => {
      sendOk(res, await listSavedSearches(deps, callerOf(req)));
    },
  );

  api.route(
    {
      method: 'patch',
      path: '/properties/saved-searches/:id',
      access: 'signed-in',
      summary: 'Pause, resume or rename one of the caller\u2019s saved searches',
      tags,
      params,
      body: updateSavedSearchSchema,
      response: savedSearchViewSchema,
      responses: [404],
    },
    async (req, res) => {
      sendOk(res, await updateSavedSearch(deps, callerOf(req), req.params.id, req.body));
    },
  );

  api.route(
    {
      method: 'delete',
      path: '/properties/saved-searches/:id',
      access: 'signed-in',
      summary: "Delete one of the caller's saved searches",
      tags,
      params,
      response: savedSearchDeletedSchema,
      responses: [404],
    },
    async (req, res) => {
      sendOk(res, await deleteSavedSearch(deps, callerOf(req), req.params.id));
    },
  );

  return api;
}
