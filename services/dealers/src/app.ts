import {
  serviceHttpApp,
  settingsRoutes,
  type HealthCheck,
  type Logger,
  type SettingsStore,
} from '@ghar/platform';
import type { Config } from './config';
import type { DealersDeps } from './domain/ports';
import { adminStatsRoutes } from './entry-points/http/admin-stats.routes';
import { analyticsRoutes } from './entry-points/http/analytics.routes';
import { applicationsRoutes } from './entry-points/http/applications.routes';
import { commissionsRoutes } from './entry-points/http/commissions.routes';
import { networkRoutes } from './entry-points/http/network.routes';
import { SERVICE_NAME } from './service-name';

export interface AppDeps {
  config: Config;
  logger: Logger;
  health: Record<string, HealthCheck>;
  dealers: DealersDeps;
  settings: SettingsStore<'dealers'>;
}

/** The dealers service's HTTP app, built without listening so tests can run it in-process. */
export function buildApp(deps: AppDeps) {
  return serviceHttpApp(SERVICE_NAME, deps, [
    adminStatsRoutes(deps.dealers),
    analyticsRoutes(deps.dealers),
    applicationsRoutes(deps.dealers),
    // Before /dealers/tree/:id and friends: my-commissions and the export are not ids.
    commissionsRoutes(deps.dealers),
    networkRoutes(deps.dealers),
    settingsRoutes(deps.settings),
  ]);
}
