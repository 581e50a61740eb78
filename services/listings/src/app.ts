import {
  serviceHttpApp,
  settingsRoutes,
  type HealthCheck,
  type Logger,
  type SettingsStore,
  type UploadStore,
} from '@ghar/platform';
import { join } from 'node:path';
import type { Config } from './config';
import { createOgImageStore } from './data-access/og-image';
import type { ListingsDeps } from './domain/ports';
import { freshnessRoutes } from './entry-points/http/freshness.routes';
import { listingFeeRoutes } from './entry-points/http/listing-fee.routes';
import { ogImageRoutes } from './entry-points/http/og-image.routes';
import { adminStatsRoutes } from './entry-points/http/admin-stats.routes';
import { analyticsRoutes } from './entry-points/http/analytics.routes';
import { documentsRoutes } from './entry-points/http/documents.routes';
import { propertiesRoutes } from './entry-points/http/properties.routes';
import { propertyWritesRoutes } from './entry-points/http/property-writes.routes';
import { savedSearchRoutes } from './entry-points/http/saved-searches.routes';
import { shortlistRoutes } from './entry-points/http/shortlist.routes';
import { uploadsRoutes } from './entry-points/http/uploads.routes';
import { SERVICE_NAME } from './service-name';

export interface AppDeps {
  config: Config;
  logger: Logger;
  health: Record<string, HealthCheck>;
  listings: ListingsDeps;
  uploads: UploadStore;
  settings: SettingsStore<'listings'>;
}

/** The listings service's HTTP app, built without listening so tests can run it in-process. */
export function buildApp(deps: AppDeps) {
  return serviceHttpApp(SERVICE_NAME, deps, [
    // Before the read routes: /properties/admin/all is not a listing's id.
    propertyWritesRoutes(deps.listings),
    // Before /properties/:id: admin/fee-payments is not an id.
    listingFeeRoutes(deps.listings),
    adminStatsRoutes(deps.listings),
    // Before /properties/:id: shortlist/mine and saved-searches are not ids.
    shortlistRoutes(deps.listings),
    savedSearchRoutes(deps.listings),
    propertiesRoutes(deps.listings),
    ogImageRoutes(
      deps.listings,
      createOgImageStore({
        // Beside the photos, made again from them when lost (a backup need not keep them).
        dir: join(deps.config.UPLOADS_DIR, SERVICE_NAME, 'og-cards'),
        uploads: deps.uploads,
      }),
    ),
    freshnessRoutes(deps.listings),
    analyticsRoutes(deps.listings),
    uploadsRoutes(deps.uploads),
    documentsRoutes(deps.listings, deps.uploads),
    settingsRoutes(deps.settings),
  ]);
}
