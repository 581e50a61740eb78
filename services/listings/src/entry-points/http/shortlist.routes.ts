import {
  shortlistIdsSchema,
  shortlistMarkSchema,
  shortlistPageQuerySchema,
  shortlistPageSchema,
} from '@ghar/contracts/http';
import { apiRouter, requireUser, sendOk, type ApiRouter } from '@ghar/platform';
import type { Request } from 'express';
import { z } from 'zod';
import type { ListingsDeps } from '../../domain/ports';
import {
  listShortlist,
  removeFromShortlist,
  saveToShortlist,
  shortlistIds,
} from '../../domain/shortlist';

const tags = ['shortlist'];
const params = z.object({ id: z.string() });
// The caller, from the gateway's signed identity (never from the request's own fields).
const callerOf = (req: unknown) => requireUser(req as Request).userId;

/**
 * The shortlist (♥, issue 27 item 5). Every route reads and writes the caller's own entries
 * only (the user comes from the signed identity, never from the request), so no one can read,
 * mark or count another's. Declared before /properties/:id so 'shortlist' is never read as an id.
 */
export function shortlistRoutes(deps: ListingsDeps): ApiRouter {
  const api = apiRouter();

  api.route(
    {
      method: 'get',
      path: '/properties/shortlist/mine',
      access: 'signed-in',
      summary:
        "The caller's saved homes, newest first, each with its listing now ('Price dropped', 'No longer available')",
      tags,
      query: shortlistPageQuerySchema,
      response: shortlistPageSchema,
    },
    async (req, res) => {
      sendOk(res, await listShortlist(deps, callerOf(req), req.query));
    },
  );

  api.route(
    {
      method: 'get',
      path: '/properties/shortlist/ids',
      access: 'signed-in',
      summary: "The ids of every home the caller saved (one call marks every card's ♥)",
      tags,
      response: shortlistIdsSchema,
    },
    async (req, res) => {
      sendOk(res, await shortlistIds(deps, callerOf(req)));
    },
  );

  api.route(
    {
      method: 'put',
      path: '/properties/:id/shortlist',
      access: 'signed-in',
      summary: "Save a home to the caller's shortlist (again is a no-op; 409 when full)",
      tags,
      params,
      response: shortlistMarkSchema,
      responses: [404, 409],
    },
    async (req, res) => {
      sendOk(res, await saveToShortlist(deps, callerOf(req), req.params.id));
    },
  );

  api.route(
    {
      method: 'delete',
      path: '/properties/:id/shortlist',
      access: 'signed-in',
      summary: "Remove a home from the caller's shortlist (one not there is no error)",
      tags,
      params,
      response: shortlistMarkSchema,
    },
    async (req, res) => {
      sendOk(res, await removeFromShortlist(deps, callerOf(req), req.params.id));
    },
  );

  return api;
}
