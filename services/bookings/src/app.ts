import {
  serviceHttpApp,
  settingsRoutes,
  type HealthCheck,
  type Logger,
  type SettingsStore,
  type UploadStore,
} from '@ghar/platform';
import type { Config } from './config';
import type { BookingsDeps } from './domain/ports';
import { adminStatsRoutes } from './entry-points/http/admin-stats.routes';
import { analyticsRoutes } from './entry-points/http/analytics.routes';
import { bookingPaymentsRoutes } from './entry-points/http/booking-payments.routes';
import { bookingLifecycleRoutes } from './entry-points/http/booking-lifecycle.routes';
import { leadsRoutes } from './entry-points/http/leads.routes';
import { bookingsRoutes } from './entry-points/http/bookings.routes';
import { proofsRoutes } from './entry-points/http/proofs.routes';
import { SERVICE_NAME } from './service-name';

export interface AppDeps {
  config: Config;
  logger: Logger;
  health: Record<string, HealthCheck>;
  bookings: BookingsDeps;
  uploads: UploadStore;
  settings: SettingsStore<'bookings'>;
}

/** The bookings service's HTTP app, built without listening so tests can run it in-process. */
export function buildApp(deps: AppDeps) {
  return serviceHttpApp(SERVICE_NAME, deps, [
    // Before GET /bookings/:id: my-bookings and stats are not ids.
    bookingPaymentsRoutes(deps.bookings),
    leadsRoutes(deps.bookings),
    bookingsRoutes(deps.bookings),
    adminStatsRoutes(deps.bookings),
    analyticsRoutes(deps.bookings),
    bookingLifecycleRoutes(deps.bookings),
    proofsRoutes(deps.bookings, deps.uploads),
    settingsRoutes(deps.settings),
  ]);
}
