import { myCommissionsResponseSchema } from '@ghar/contracts/http';
import { actorOf, apiRouter, sendOk, type ApiRouter } from '@ghar/platform';
import { z } from 'zod';
import { commissionsCsv } from '../../domain/commissions-csv';
import type { DealersDeps } from '../../domain/ports';
import { myCommissions } from '../../domain/read-commissions';
import { tags } from './request-context';

const myCommissionsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const exportQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'month must be YYYY-MM' }),
});

/** The ledger (issue 12 items 4 and 5): a dealer's own entries and the admin's monthly CSV. */
export function commissionsRoutes(deps: DealersDeps): ApiRouter {
  const api = apiRouter();

  api.route(
    {
      method: 'get',
      path: '/dealers/my-commissions',
      access: 'dealer',
      summary:
        "The caller's ledger entries, newest first, 100 a page: booking, rule, level and downline of each",
      tags,
      query: myCommissionsQuery,
      response: myCommissionsResponseSchema,
      responses: [400],
    },
    async (req, res) => sendOk(res, await myCommissions(deps, actorOf(req), req.query.page)),
  );

  api.route(
    {
      method: 'get',
      path: '/dealers/commissions/export',
      access: 'admin',
      summary: 'The ledger of one month (IST) as CSV, with a TOTAL row',
      tags,
      query: exportQuery,
      produces: 'text/csv',
      responses: [400],
    },
    async (req, res) => {
      const csv = await commissionsCsv(deps, req.query.month);
      res
        .status(200)
        .type('text/csv; charset=utf-8')
        .attachment(`ghar-commissions-${req.query.month}.csv`)
        .send(csv);
    },
  );

  return api;
}
