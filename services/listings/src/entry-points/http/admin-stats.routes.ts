import { adminPropertyStatsSchema } from '@ghar/contracts';
import {
  ADMIN_FIGURES_MAX_AGE_MS,
  apiRouter,
  sendOk,
  sharedRecentRead,
  type ApiRouter,
} from '@ghar/platform';
import { summariseListings } from '../../domain/listing-stats-rules';
import type { ListingsDeps } from '../../domain/ports';

/** The admin dashboard's listing figures (issue 13), read by the gateway's GET /api/admin/dashboard. */
export function adminStatsRoutes(deps: ListingsDeps): ApiRouter {
  const api = apiRouter();
  // Every listing is read (a full scan on FerretDB): the dashboard's polls share one recent read.
  const figures = sharedRecentRead(
    async () => summariseListings(await deps.properties.statsRows(), deps.listingFee.amount),
    { maxAgeMs: ADMIN_FIGURES_MAX_AGE_MS },
  );
  api.route(
    {
      method: 'get',
      path: '/properties/admin/stats',
      access: 'admin',
      summary: 'Dashboard figures: live listings by status, listing fees received (count, rupees)',
      tags: ['properties'],
      response: adminPropertyStatsSchema,
    },
    async (_req, res) => sendOk(res, await figures()),
  );
  return api;
}
