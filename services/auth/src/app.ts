import { serviceHttpApp, type HealthCheck, type Logger } from '@ghar/platform';
import type { Config } from './config';
import { SERVICE_NAME } from './service-name';
import type { AuthDeps } from './domain/ports';
import { adminStatsRoutes } from './entry-points/http/admin-stats.routes';
import { adminUsersRoutes } from './entry-points/http/admin-users.routes';
import { authRoutes } from './entry-points/http/auth.routes';
import { uploadsRoutes } from './entry-points/http/uploads.routes';

export interface AppDeps {
  config: Config;
  logger: Logger;
  health: Record<string, HealthCheck>;
  auth: AuthDeps;
}

/**
 * The auth service's HTTP app, built without listening so tests can run it in-process. Every
 * route is declared through route(), so each one is in GET /openapi.json with its access.
 */
export function buildApp(deps: AppDeps) {
  return serviceHttpApp(SERVICE_NAME, deps, [
    authRoutes(deps.auth, deps.config),
    // Before /admin/users/:id: 'stats' is not an id.
    adminStatsRoutes(deps.auth),
    adminUsersRoutes(deps.auth, deps.config),
    uploadsRoutes(deps.auth),
  ]);
}
