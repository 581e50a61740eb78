import {
  apiDocumentOf,
  createLogger,
  createUploadStore,
  documentedAccess,
  undocumentedRoutes,
} from '@ghar/platform';
import { describe, expect, it } from 'vitest';
import { buildApp, type AppDeps } from './app';

/** Only the route table is under test: no handler runs, so the use cases' deps are left out. */
const app = buildApp({
  config: { INTERNAL_SIGNING_SECRET: 'bookings-route-table-test' },
  logger: createLogger({ service: 'bookings', level: 'silent' }),
  health: {},
  bookings: {},
  uploads: createUploadStore({ rootDir: '/nonexistent', service: 'bookings' }),
  settings: { section: 'bookings' },
} as unknown as AppDeps);

describe("bookings' API document", () => {
  it('when a route is registered on the app, then /openapi.json lists it', () => {
    expect(undocumentedRoutes(app)).toEqual([]);
  });

  it('when the document lists a route, then it says who may call it', () => {
    expect(documentedAccess(apiDocumentOf(app))).toEqual({
      'get /bookings/my-bookings': 'signed-in',
      'get /bookings/for-my-properties': 'signed-in',
      'post /bookings/create': 'signed-in',
      'post /bookings/confirm': 'signed-in',
      'get /bookings/leads': 'signed-in',
      'get /bookings/leads/count': 'signed-in',
      'get /bookings/:id': 'owner-or-admin',
      'get /bookings': 'admin',
      'get /bookings/stats': 'admin',
      'get /bookings/admin/payments': 'admin',
      'get /bookings/admin/recent-transactions': 'admin',
      'get /admin/analytics/bookings': 'admin',
      'put /bookings/:id/approve': 'admin',
      'put /bookings/:id/reject': 'admin',
      'put /bookings/:id/unbook': 'admin',
      'put /bookings/:id/payment': 'admin',
      'post /bookings/update-expired': 'admin',
      'delete /bookings/:id': 'admin',
      'get /uploads/bookings/documents/:fileName': 'owner-or-admin',
      'get /settings/bookings': 'admin',
      'put /settings/bookings': 'admin',
      'get /settings/bookings/public': 'visitor',
    });
  });
});
