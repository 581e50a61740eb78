import { adminPropertyStatsSchema } from '@ghar/contracts';
import { apiRouter, sendOk, type ApiRouter } from '@ghar/platform';
import { summariseListings } from '../../domain/listing-stats-rules';
import type { ListingsDeps } from '../../domain/ports';

/** The admin dashboard's listing figures (issue 13), read by the gateway's GET /api/admin/dashboard. */
export function adminStatsRoutes(deps: ListingsDeps): ApiRouter {
  const api = apiRouter();
  api.route(
    {
      method: 'get',
      path: '/properties/admin/stats',
      access: 'admin',
      summary: 'Dashboard figures: live listings by status, listing fees received (count, rupees)',
      tags: ['properties'],
      response: adminPropertyStatsSchema,
    },
    async (_req, res) =>
      sendOk(res, summariseListings(await deps.properties.statsRows(), deps.listingFee.amount)),
  );
  return api;
}
