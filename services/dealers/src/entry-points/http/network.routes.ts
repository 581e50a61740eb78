import {
  dealerHierarchySchema,
  dealerStatsSchema,
  dealerTreeNodeSchema,
  dealerTreeResponseSchema,
  myDealerSchema,
  referralCheckSchema,
} from '@ghar/contracts/http';
import { actorOf, apiRouter, sendOk, type ApiRouter } from '@ghar/platform';
import { z } from 'zod';
import type { DealersDeps } from '../../domain/ports';
import {
  adminTree,
  checkReferral,
  dealerHierarchy,
  dealerStats,
  dealerTree,
  myDealer,
} from '../../domain/read-dealers';
import { idParams, tags } from './request-context';

const treeQuery = z.object({ maxDepth: z.coerce.number().int().min(1).max(20).default(10) });

/** The referral tree's reads (issue 12 item 3): the dealer's own user or an admin. */
export function networkRoutes(deps: DealersDeps): ApiRouter {
  const api = apiRouter();

  api.route(
    {
      method: 'get',
      path: '/admin/dealer-tree',
      access: 'admin',
      summary:
        'The dealer tree: dealers directly under the company with their subtrees and figures',
      tags,
      response: dealerTreeResponseSchema,
    },
    async (_req, res) => sendOk(res, await adminTree(deps)),
  );

  api.route(
    {
      method: 'get',
      path: '/dealers/me',
      access: 'signed-in',
      summary: "The caller's latest dealer application with its figures, or null",
      tags,
      response: myDealerSchema,
    },
    async (req, res) => sendOk(res, await myDealer(deps, actorOf(req))),
  );

  api.route(
    {
      method: 'get',
      path: '/dealers/referral/:code',
      access: 'visitor',
      summary: "Whether a referral code is an approved dealer's: the dealer's name only",
      tags,
      params: z.object({ code: z.string() }),
      response: referralCheckSchema,
      responses: [404],
    },
    async (req, res) => sendOk(res, await checkReferral(deps, req.params.code)),
  );

  api.route(
    {
      method: 'get',
      path: '/dealers/tree/:id',
      access: 'owner-or-admin',
      summary: 'A dealer with its subtree down to maxDepth levels (1–20, default 10)',
      tags,
      params: idParams,
      query: treeQuery,
      response: dealerTreeNodeSchema,
      responses: [400, 404],
    },
    async (req, res) =>
      sendOk(res, await dealerTree(deps, req.params.id, actorOf(req), req.query.maxDepth)),
  );

  api.route(
    {
      method: 'get',
      path: '/dealers/hierarchy/:id',
      access: 'owner-or-admin',
      summary: 'A dealer and its sponsors up to the company, nearest first',
      tags,
      params: idParams,
      response: dealerHierarchySchema,
      responses: [404],
    },
    async (req, res) => sendOk(res, await dealerHierarchy(deps, req.params.id, actorOf(req))),
  );

  api.route(
    {
      method: 'get',
      path: '/dealers/stats/:id',
      access: 'owner-or-admin',
      summary: "A dealer's commission figures, ledger entry counts and depth below it",
      tags,
      params: idParams,
      response: dealerStatsSchema,
      responses: [404],
    },
    async (req, res) => sendOk(res, await dealerStats(deps, req.params.id, actorOf(req))),
  );

  return api;
}
