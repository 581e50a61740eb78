import { propertyAnalyticsSchema } from '@ghar/contracts/http';
import { apiRouter, sendOk, type ApiRouter } from '@ghar/platform';
import { readPropertyAnalytics } from '../../domain/property-analytics';
import type { ListingsDeps } from '../../domain/ports';

/** The admin console's listing charts (issue 13 item 2), routed by the gateway's table. */
export function analyticsRoutes(deps: ListingsDeps): ApiRouter {
  const api = apiRouter();

  api.route(
    {
      method: 'get',
      path: '/admin/analytics/properties',
      access: 'admin',
      summary: 'Listings by city (top 10), type and deal, and new listings per IST week (12 weeks)',
      tags: ['admin'],
      response: propertyAnalyticsSchema,
    },
    async (_req, res) => {
      sendOk(res, await readPropertyAnalytics(deps));
    },
  );

  return api;
}
