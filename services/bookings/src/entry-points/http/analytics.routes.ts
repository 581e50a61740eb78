import { bookingAnalyticsSchema } from '@ghar/contracts/http';
import { apiRouter, sendOk, type ApiRouter } from '@ghar/platform';
import { readBookingAnalytics } from '../../domain/booking-analytics';
import type { BookingsDeps } from '../../domain/ports';

/** The admin console's booking chart (issue 13 item 2), routed by the gateway's table. */
export function analyticsRoutes(deps: BookingsDeps): ApiRouter {
  const api = apiRouter();

  api.route(
    {
      method: 'get',
      path: '/admin/analytics/bookings',
      access: 'admin',
      summary: 'Bookings per IST week (12 weeks) by status, with revenue and conversion',
      tags: ['admin'],
      response: bookingAnalyticsSchema,
    },
    async (_req, res) => {
      sendOk(res, await readBookingAnalytics(deps));
    },
  );

  return api;
}
