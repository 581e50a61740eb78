import {
  adminDealerStatsSchema,
  adminPropertyStatsSchema,
  adminUserStatsSchema,
  bookingStatsSchema,
  recentTransactionsSchema,
  type AdminDashboard,
} from '@ghar/contracts/http';
import { sendOk } from '@ghar/platform';
import type { Request, RequestHandler } from 'express';
import type { HealthReport } from '../health/gateway-health';
import type { ServiceName } from '../proxy/routes';
import type { CallResult, CallService } from './call-service';
import { systemStatusOf } from './system-status';

/** Recent transactions on the admin home (part 2 §9). */
export const RECENT_TRANSACTIONS = 5;

export interface DashboardDeps {
  upstreams: Record<ServiceName, string>;
  callService: CallService;
  /** The same report as /api/healthz (each service's /readyz, the servers, Redis). */
  health: () => Promise<HealthReport>;
}

const dataOf = <T>(result: CallResult<T>): T | null => (result.ok ? result.data : null);

const sectionOf = (...results: CallResult<unknown>[]) => {
  const failed = results.find((result) => !result.ok);
  return failed && !failed.ok ? { ok: false, error: failed.error } : { ok: true };
};

/**
 * GET /api/admin/dashboard (part 2 §2, §3; issue 13): every service's figures and the health
 * report, asked in parallel, each with its own time limit. A service that does not answer in time
 * leaves its figures null and its section saying why; the others still show.
 */
export async function buildDashboard(deps: DashboardDeps, req: Request): Promise<AdminDashboard> {
  const { upstreams, callService } = deps;
  const [users, properties, bookings, recent, dealers, health] = await Promise.all([
    callService(upstreams.auth, '/admin/users/stats', req, { schema: adminUserStatsSchema }),
    callService(upstreams.listings, '/properties/admin/stats', req, {
      schema: adminPropertyStatsSchema,
    }),
    callService(upstreams.bookings, '/bookings/stats', req, { schema: bookingStatsSchema }),
    callService(
      upstreams.bookings,
      `/bookings/admin/recent-transactions?limit=${RECENT_TRANSACTIONS}`,
      req,
      { schema: recentTransactionsSchema },
    ),
    callService(upstreams.dealers, '/dealers/admin/stats', req, { schema: adminDealerStatsSchema }),
    deps.health(),
  ]);
  const bookingStats = dataOf(bookings);
  return {
    totalUsers: dataOf(users)?.totalUsers ?? null,
    totalProperties: dataOf(properties)?.totalProperties ?? null,
    totalBookings: bookingStats?.totalBookings ?? null,
    totalRevenue: bookingStats?.totalRevenue ?? null,
    listingFees: dataOf(properties)?.listingFees ?? null,
    recentTransactions: dataOf(recent),
    users: dataOf(users),
    properties: dataOf(properties),
    dealers: dataOf(dealers),
    sections: {
      users: sectionOf(users),
      properties: sectionOf(properties),
      bookings: sectionOf(bookings, recent),
      dealers: sectionOf(dealers),
    },
    systemStatus: systemStatusOf(health),
  };
}

export function dashboardRoute(deps: DashboardDeps): RequestHandler {
  return async (req, res) => sendOk(res, await buildDashboard(deps, req));
}
