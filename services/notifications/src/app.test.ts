import { apiDocumentOf, createLogger, documentedAccess, undocumentedRoutes } from '@ghar/platform';
import { describe, expect, it } from 'vitest';
import { buildApp, type AppDeps } from './app';

/**
 * Only the route table is under test: building the app reads the config and the stream's
 * handler, and no handler runs, so the rest of the deps are left out.
 */
const app = buildApp({
  config: { INTERNAL_SIGNING_SECRET: 'notifications-route-table-test' },
  logger: createLogger({ service: 'notifications', level: 'silent' }),
  health: {},
  stream: { handler: () => undefined },
  settings: { section: 'notifications' },
  users: { stream: { handler: () => undefined } },
} as unknown as AppDeps);

describe("notifications' API document", () => {
  it('when a route is registered on the app, then /openapi.json lists it', () => {
    expect(undocumentedRoutes(app)).toEqual([]);
  });

  it('when the document lists a route, then it says who may call it', () => {
    expect(documentedAccess(apiDocumentOf(app))).toEqual({
      'get /notifications': 'admin',
      'get /notifications/unread-count': 'admin',
      'get /notifications/stream': 'admin',
      'put /notifications/mark-all-read': 'admin',
      'delete /notifications/cleanup': 'admin',
      'put /notifications/:id/read': 'admin',
      'get /notifications/mine': 'signed-in',
      'get /notifications/mine/preferences': 'signed-in',
      'get /notifications/mine/unread-count': 'signed-in',
      'get /notifications/mine/stream': 'signed-in',
      'put /notifications/mine/read-all': 'signed-in',
      'put /notifications/mine/:id/read': 'owner-or-admin',
      'put /notifications/mine/preferences': 'signed-in',
      'get /notifications/whatsapp-status': 'admin',
      'post /notifications/test-whatsapp': 'admin',
      'post /notifications/send-whatsapp': 'admin',
      'get /notifications/telegram-status': 'admin',
      'post /notifications/test-telegram': 'admin',
      'post /inquiries': 'visitor',
      'get /inquiries': 'admin',
      'get /inquiries/mine': 'signed-in',
      'get /inquiries/mine/count': 'signed-in',
      'get /inquiries/:id': 'admin',
      'get /inquiries/count': 'admin',
      'delete /inquiries/:id': 'admin',
      'get /admin/recent-activity': 'admin',
      'get /settings/notifications': 'admin',
      'put /settings/notifications': 'admin',
      'get /settings/notifications/public': 'visitor',
      'get /admin/dead-letters': 'admin',
      'get /admin/dead-letters/:id': 'admin',
      'post /admin/dead-letters/:id/replay': 'admin',
      'post /admin/dead-letters/:id/discard': 'admin',
    });
  });
});
