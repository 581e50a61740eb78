import { recentActivityQuerySchema, recentActivityResponseSchema } from '@ghar/contracts/http';
import { apiRouter, sendOk, type ApiRouter } from '@ghar/platform';
import type { ActivityRepository } from '../../domain/ports';
import { listRecentActivity } from '../../domain/recent-activity';

/** The admin home's recent activity (issue 13 item 3), kept from the events, not polled. */
export function recentActivityRoutes(deps: { activity: ActivityRepository }): ApiRouter {
  const api = apiRouter();

  api.route(
    {
      method: 'get',
      path: '/admin/recent-activity',
      access: 'admin',
      summary:
        'The latest events across the services (signups, listings, bookings, dealers, inquiries, commissions)',
      tags: ['admin'],
      query: recentActivityQuerySchema,
      response: recentActivityResponseSchema,
    },
    async (req, res) => sendOk(res, await listRecentActivity(deps, req.query.limit)),
  );

  return api;
}
