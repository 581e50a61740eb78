import { documentedAccess } from '@ghar/platform';
import { testIdentities } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNotifications, type NotificationsService } from './support/notifications-service';

/** Callers as the gateway forwards them (the one harness's identities). */
const { user: USER, visitor: VISITOR } = testIdentities();

let service: NotificationsService;
let apiDocument: Parameters<typeof documentedAccess>[0];
beforeAll(async () => {
  service = await startNotifications();
  apiDocument = (await (
    await fetch(`${service.baseUrl}/openapi.json`)
  ).json()) as typeof apiDocument;
});
afterAll(async () => {
  await service?.close();
});

const SOME_ID = '665f00000000000000000abc';
/** A well-formed body where one may be sent, so only the access check can refuse. */
const bodyFor = (method: string) =>
  method === 'POST' || method === 'PUT' ? { message: 'hi', type: 'TEST' } : undefined;

/**
 * Every admin route as the service's own /openapi.json declares it (the route table), each
 * `:param` filled with a well-formed id: the access check runs before any input is read.
 */
const adminRoutes = (): [method: string, path: string][] =>
  Object.entries(documentedAccess(apiDocument))
    .filter(([, access]) => access === 'admin')
    .map(([route]) => {
      const [method, path] = route.split(' ') as [string, string];
      return [method.toUpperCase(), path.replace(/:\w+/g, SOME_ID)];
    });

describe('notifications endpoints are for admins only', () => {
  it('when the route table is read, then it names every admin route of notifications and inquiries', () => {
    const paths = adminRoutes().map(([method, path]) => `${method} ${path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /notifications/stream',
        `PUT /notifications/${SOME_ID}/read`,
        'POST /notifications/send-whatsapp',
        `DELETE /inquiries/${SOME_ID}`,
      ]),
    );
    expect(paths.length).toBeGreaterThanOrEqual(14);
  });

  it('when a USER calls any admin route, then 403 with the spec text', async () => {
    for (const [method, path] of adminRoutes()) {
      const res = await service.call(method, path, { as: USER, json: bodyFor(method) });
      expect({ route: `${method} ${path}`, status: res.status, body: res.body }).toEqual({
        route: `${method} ${path}`,
        status: 403,
        body: { success: false, error: 'You do not have permission to perform this action.' },
      });
    }
  });

  it('when a visitor calls any admin route, then 401', async () => {
    for (const [method, path] of adminRoutes()) {
      const res = await service.call(method, path, { as: VISITOR, json: bodyFor(method) });
      expect({ route: `${method} ${path}`, status: res.status, body: res.body }).toEqual({
        route: `${method} ${path}`,
        status: 401,
        body: { success: false, error: 'You need to be logged in to perform this action.' },
      });
    }
  });

  it('when a request does not come through the gateway, then it is refused whatever identity it claims', async () => {
    const res = await fetch(`${service.baseUrl}/notifications`, {
      headers: { 'x-user-role': 'ADMIN', 'x-user-email': 'admin@ghar.test', 'x-user-id': SOME_ID },
    });
    expect(res.status).toBe(401);
  });
});
