import {
  apiDocumentOf,
  createUploadStore,
  createLogger,
  documentedAccess,
  undocumentedRoutes,
} from '@ghar/platform';
import { describe, expect, it } from 'vitest';
import { buildApp, type AppDeps } from './app';

/** Only the route table is under test: no handler runs, so the use cases' deps are left out. */
const app = buildApp({
  config: { INTERNAL_SIGNING_SECRET: 'listings-route-table-test', UPLOADS_DIR: '/nonexistent' },
  logger: createLogger({ service: 'listings', level: 'silent' }),
  health: {},
  listings: {},
  uploads: createUploadStore({ rootDir: '/nonexistent', service: 'listings' }),
  settings: { section: 'listings' },
} as unknown as AppDeps);

describe("listings' API document", () => {
  it('when a route is registered on the app, then /openapi.json lists it', () => {
    expect(undocumentedRoutes(app)).toEqual([]);
  });

  it('when the document lists a route, then it says who may call it', () => {
    expect(documentedAccess(apiDocumentOf(app))).toEqual({
      'get /properties/admin/all': 'admin',
      'get /properties/admin/fee-payments': 'admin',
      'get /properties/admin/stats': 'admin',
      'get /properties/shortlist/mine': 'signed-in',
      'get /properties/shortlist/ids': 'signed-in',
      'put /properties/:id/shortlist': 'signed-in',
      'delete /properties/:id/shortlist': 'signed-in',
      'post /properties/saved-searches': 'signed-in',
      'get /properties/saved-searches': 'signed-in',
      'patch /properties/saved-searches/:id': 'signed-in',
      'delete /properties/saved-searches/:id': 'signed-in',
      'post /properties': 'signed-in',
      'post /properties/upload-image': 'signed-in',
      'put /properties/:id': 'owner-or-admin',
      'put /properties/:id/fee-payment': 'admin',
      'delete /properties/:id': 'owner-or-admin',
      'get /properties': 'visitor',
      'get /properties/types/list': 'visitor',
      'get /properties/locations/list': 'visitor',
      'get /properties/sitemap/listings': 'visitor',
      'get /properties/places/list': 'visitor',
      'get /properties/places/summary': 'visitor',
      'get /properties/places/popular': 'visitor',
      'get /properties/places/localities': 'visitor',
      'get /properties/search/facets': 'visitor',
      'get /properties/:id': 'visitor',
      'get /properties/:id/og-image.jpg': 'visitor',
      'get /properties/:id/similar': 'visitor',
      'get /properties/:id/map-position': 'visitor',
      'post /properties/:id/confirm-available': 'owner-or-admin',
      'get /admin/analytics/properties': 'admin',
      'get /uploads/listings/photos/:fileName': 'visitor',
      'get /uploads/listings/documents/:fileName': 'owner-or-admin',
      'get /settings/listings': 'admin',
      'put /settings/listings': 'admin',
      'get /settings/listings/public': 'visitor',
    });
  });
});
