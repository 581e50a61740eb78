import { recentTransactionsQuerySchema, recentTransactionsSchema } from '@ghar/contracts';
import { apiRouter, sendOk, type ApiRouter } from '@ghar/platform';
import type { BookingsDeps } from '../../domain/ports';
import { recentTransactions } from '../../domain/recent-transactions';
import { tags } from './request-context';

/** The admin dashboard's recent transactions (issue 13), read by the gateway's GET /api/admin/dashboard. */
export function adminStatsRoutes(deps: BookingsDeps): ApiRouter {
  const api = apiRouter();
  api.route(
    {
      method: 'get',
      path: '/bookings/admin/recent-transactions',
      access: 'admin',
      summary: 'Dashboard: the latest CONFIRMED bookings (amount, date, property title, booker)',
      tags,
      query: recentTransactionsQuerySchema,
      response: recentTransactionsSchema,
    },
    async (req, res) => sendOk(res, await recentTransactions(deps, req.query.limit)),
  );
  return api;
}
