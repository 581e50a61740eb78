import { adminDealerStatsSchema } from '@ghar/contracts';
import {
  ADMIN_FIGURES_MAX_AGE_MS,
  apiRouter,
  sendOk,
  sharedRecentRead,
  type ApiRouter,
} from '@ghar/platform';
import { summariseDealers } from '../../domain/dealer-stats-rules';
import type { DealersDeps } from '../../domain/ports';
import { tags } from './request-context';

/** Every ledger entry: from the epoch to a far future, in one read. */
const ALL_TIME = [new Date(0), new Date(8.64e15)] as const;

/** The admin dashboard's dealer figures (issue 13), read by the gateway's GET /api/admin/dashboard. */
export function adminStatsRoutes(deps: DealersDeps): ApiRouter {
  const api = apiRouter();
  // Every dealer and ledger entry is read (full scans on FerretDB): the dashboard's polls share one
  // recent read.
  const figures = sharedRecentRead(
    async () => {
      const [dealers, entries] = await Promise.all([
        deps.dealers.all(),
        deps.ledger.createdBetween(...ALL_TIME),
      ]);
      return summariseDealers(dealers, entries);
    },
    { maxAgeMs: ADMIN_FIGURES_MAX_AGE_MS },
  );
  api.route(
    {
      method: 'get',
      path: '/dealers/admin/stats',
      access: 'admin',
      summary: 'Dashboard figures: dealers by status, commission earned, reversed and net (rupees)',
      tags,
      response: adminDealerStatsSchema,
    },
    async (_req, res) => sendOk(res, await figures()),
  );
  return api;
}
