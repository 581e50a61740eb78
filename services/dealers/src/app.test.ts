import { apiDocumentOf, createLogger, documentedAccess, undocumentedRoutes } from '@ghar/platform';
import { describe, expect, it } from 'vitest';
import { buildApp, type AppDeps } from './app';

/** Only the route table is under test: no handler runs, so the use cases' deps are left out. */
const app = buildApp({
  config: { INTERNAL_SIGNING_SECRET: 'dealers-route-table-test' },
  logger: createLogger({ service: 'dealers', level: 'silent' }),
  health: {},
  dealers: {},
  settings: { section: 'dealers' },
} as unknown as AppDeps);

describe("dealers' API document", () => {
  it('when a route is registered on the app, then /openapi.json lists it', () => {
    expect(undocumentedRoutes(app)).toEqual([]);
  });

  it('when the document lists a route, then it says who may call it', () => {
    expect(documentedAccess(apiDocumentOf(app))).toEqual({
      'get /dealers/referral/:code': 'visitor',
      'get /dealers/me': 'signed-in',
      'post /auth/apply-dealer': 'signed-in',
      'get /dealers/my-commissions': 'dealer',
      'get /dealers/hierarchy/:id': 'owner-or-admin',
      'get /dealers/stats/:id': 'owner-or-admin',
      'get /dealers/tree/:id': 'owner-or-admin',
      'get /dealers/admin/stats': 'admin',
      'get /dealers/commissions/export': 'admin',
      'get /admin/analytics/dealers': 'admin',
      'get /admin/dealer-requests': 'admin',
      'put /admin/dealer-requests/:id/approve': 'admin',
      'put /admin/dealer-requests/:id/reject': 'admin',
      'get /admin/dealer-tree': 'admin',
      'get /settings/dealers': 'admin',
      'put /settings/dealers': 'admin',
      'get /settings/dealers/public': 'visitor',
    });
  });
});
