import { adminUserStatsSchema } from '@ghar/contracts';
import {
  ADMIN_FIGURES_MAX_AGE_MS,
  apiRouter,
  sendOk,
  sharedRecentRead,
  type ApiRouter,
} from '@ghar/platform';
import type { AuthDeps } from '../../domain/ports';
import { summariseUsers } from '../../domain/user-stats-rules';

/** The admin dashboard's user figures (issue 13), read by the gateway's GET /api/admin/dashboard. */
export function adminStatsRoutes(deps: AuthDeps): ApiRouter {
  const api = apiRouter();
  // Every user is read (a full scan on FerretDB): the dashboard's polls share one recent read.
  const figures = sharedRecentRead(
    async () => summariseUsers(await deps.users.list(), deps.clock.now()),
    { maxAgeMs: ADMIN_FIGURES_MAX_AGE_MS },
  );
  api.route(
    {
      method: 'get',
      path: '/admin/users/stats',
      access: 'admin',
      summary: 'Dashboard figures: live accounts by role, blocked, new in the last 30 days',
      tags: ['admin users'],
      response: adminUserStatsSchema,
    },
    async (_req, res) => sendOk(res, await figures()),
  );
  return api;
}
