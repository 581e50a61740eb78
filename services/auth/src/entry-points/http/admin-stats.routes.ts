import { adminUserStatsSchema } from '@ghar/contracts/http';
import { adminFiguresRoute, type ApiRouter } from '@ghar/platform';
import type { AuthDeps } from '../../domain/ports';
import { readUserStats } from '../../domain/read-user-stats';

/** The admin dashboard's user figures (issue 13), from the counters every write keeps (issue 24). */
export function adminStatsRoutes(deps: AuthDeps): ApiRouter {
  return adminFiguresRoute(
    {
      path: '/admin/users/stats',
      summary: 'Dashboard figures: live accounts by role, blocked, new in the last 30 days',
      tags: ['admin users'],
      response: adminUserStatsSchema,
    },
    () => readUserStats(deps),
  );
}
