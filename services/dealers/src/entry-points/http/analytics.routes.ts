import { dealerAnalyticsSchema } from '@ghar/contracts/http';
import { apiRouter, sendOk, type ApiRouter } from '@ghar/platform';
import { readDealerAnalytics } from '../../domain/dealer-analytics';
import type { DealersDeps } from '../../domain/ports';

/** The admin console's dealer chart (issue 13 item 2), routed by the gateway's table. */
export function analyticsRoutes(deps: DealersDeps): ApiRouter {
  const api = apiRouter();

  api.route(
    {
      method: 'get',
      path: '/admin/analytics/dealers',
      access: 'admin',
      summary: 'Dealer signups per IST month (12 months) by status, commission earned and reversed',
      tags: ['admin'],
      response: dealerAnalyticsSchema,
    },
    async (_req, res) => {
      sendOk(res, await readDealerAnalytics(deps));
    },
  );

  return api;
}
