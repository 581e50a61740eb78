import { createHttpApp, type HealthCheck, type Logger } from '@ghar/platform';
import type { Config } from './config';
import type { AuthDeps } from './domain/deps';
import { adminUsersRoutes } from './entry-points/http/admin-users.routes';
import { authRoutes } from './entry-points/http/auth.routes';
import { uploadsRoutes } from './entry-points/http/uploads.routes';

export interface AppDeps {
  config: Config;
  logger: Logger;
  health: Record<string, HealthCheck>;
  auth: AuthDeps;
}

/** The auth service's HTTP app, built without listening so tests can run it in-process. */
export function buildApp(deps: AppDeps) {
  return createHttpApp({
    logger: deps.logger,
    signingSecret: deps.config.INTERNAL_SIGNING_SECRET,
    health: deps.health,
    routes: (app) => {
      app.use(authRoutes(deps.auth, deps.config));
      app.use(adminUsersRoutes(deps.auth, deps.config));
      app.use(uploadsRoutes(deps.auth));
    },
  });
}
