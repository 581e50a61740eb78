import { createHttpApp, type HealthCheck, type Logger } from '@ghar/platform';
import type { Config } from './config';

export interface AppDeps {
  config: Config;
  logger: Logger;
  health: Record<string, HealthCheck>;
}

/** The listings service's HTTP app, built without listening so tests can run it in-process. */
export function buildApp(deps: AppDeps) {
  return createHttpApp({
    logger: deps.logger,
    signingSecret: deps.config.INTERNAL_SIGNING_SECRET,
    health: deps.health,
    // No routes yet: the service still serves its (empty) GET /openapi.json for the gateway's docs.
    api: { service: 'listings', routers: [] },
  });
}
