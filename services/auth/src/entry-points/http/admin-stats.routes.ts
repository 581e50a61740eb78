import { adminUserStatsSchema } from '@ghar/contracts/http';
import { adminFiguresRoute, type ApiRouter } from '@ghar/platform';
import type { AuthDeps } from '../../domain/ports';
import { summariseUsers } from '../../domain/user-stats-rules';

/** The admin dashboard's user figures (issue 13); every user is read, so the polls share one read. */
export function adminStatsRoutes(deps: AuthDeps): ApiRouter {
  return adminFiguresRoute(
    {
      path: '/admin/users/stats',
      summary: 'Dashboard figures: live accounts by role, blocked, new in the last 30 days',
      tags: ['admin users'],
      response: adminUserStatsSchema,
    },
    async () => summariseUsers(await deps.users.list(), deps.clock.now()),
  );
}
