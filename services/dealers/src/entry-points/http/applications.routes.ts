import { DEALER_STATUSES } from '@ghar/contracts/constants';
import {
  applyDealerSchema,
  dealerRequestSchema,
  dealerRequestsResponseSchema,
} from '@ghar/contracts/http';
import { actionContextOf, actorOf, apiRouter, sendOk, type ApiRouter } from '@ghar/platform';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { applyDealer } from '../../domain/apply-dealer';
import { decideDealer } from '../../domain/decide-dealer';
import type { DealersDeps } from '../../domain/ports';
import { listRequests, loadNetwork } from '../../domain/read-dealers';
import { requestView } from '../../domain/dealer-views';
import type { DealerRecord } from '../../domain/dealer';
import { idParams, tags } from './request-context';

const requestsQuery = z.object({
  status: z.enum(DEALER_STATUSES).optional(),
  search: z.string().optional(),
});

const DECISIONS = [
  ['approve', 'APPROVED', 'PENDING → APPROVED: DealerApproved (the user becomes a DEALER)'],
  ['reject', 'REJECTED', 'PENDING → REJECTED: DealerRejected (the user may apply again)'],
] as const;

/** One application as DealerRequest (its user and sponsor from the same in-memory network). */
const viewOf = async (deps: DealersDeps, record: DealerRecord) =>
  requestView(await loadNetwork(deps), record);

/** Applying and the admin's decisions (issue 12 items 1 and 2, part 2 §7 Auth and Admin). */
export function applicationsRoutes(deps: DealersDeps): ApiRouter {
  const api = apiRouter();

  api.route(
    {
      method: 'post',
      path: '/auth/apply-dealer',
      access: 'signed-in',
      summary:
        "A USER applies to become a dealer with an optional sponsor's code (blank or the admin's = under the company)",
      tags,
      body: applyDealerSchema,
      status: 201,
      response: dealerRequestSchema,
      // 403: an admin cannot apply; 503: the signup's user has not arrived by event yet.
      responses: [400, 403, 409, 503],
    },
    async (req, res) => {
      const record = await applyDealer(
        deps,
        actorOf(req),
        req.body.referralCode,
        actionContextOf(req),
      );
      sendOk(res, await viewOf(deps, record), 201);
    },
  );

  api.route(
    {
      method: 'get',
      path: '/admin/dealer-requests',
      access: 'admin',
      summary: 'Dealer requests, newest first (status; search over name, e-mail, code)',
      tags,
      query: requestsQuery,
      response: dealerRequestsResponseSchema,
    },
    async (req, res) => sendOk(res, await listRequests(deps, req.query)),
  );

  for (const [name, status, summary] of DECISIONS) {
    api.route(
      {
        method: 'put',
        path: `/admin/dealer-requests/:id/${name}`,
        access: 'admin',
        summary,
        tags,
        params: idParams,
        response: dealerRequestSchema,
        responses: [404, 409],
      },
      async (req: Request<{ id: string }>, res: Response) => {
        const record = await decideDealer(deps, req.params.id, status, actionContextOf(req));
        sendOk(res, await viewOf(deps, record));
      },
    );
  }

  return api;
}
