import { recentTransactionsQuerySchema, recentTransactionsSchema } from '@ghar/contracts/http';
import { adminLatestRoute, type ApiRouter } from '@ghar/platform';
import type { BookingsDeps } from '../../domain/ports';
import { recentTransactions } from '../../domain/recent-transactions';
import { tags } from './request-context';

/** The admin dashboard's recent transactions (issue 13), read by the gateway's GET /api/admin/dashboard. */
export function adminStatsRoutes(deps: BookingsDeps): ApiRouter {
  return adminLatestRoute(
    {
      path: '/bookings/admin/recent-transactions',
      summary: 'Dashboard: the latest CONFIRMED bookings (amount, date, property title, booker)',
      tags,
      query: recentTransactionsQuerySchema,
      response: recentTransactionsSchema,
    },
    (query) => recentTransactions(deps, query.limit),
  );
}
