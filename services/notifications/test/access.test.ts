import { testIdentities } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNotifications, type NotificationsService } from './support/notifications-service';

/** Callers as the gateway forwards them (the one harness's identities). */
const { user: USER, visitor: VISITOR } = testIdentities();

let service: NotificationsService;
beforeAll(async () => {
  service = await startNotifications();
});
afterAll(async () => {
  await service?.close();
});

const SOME_ID = '665f00000000000000000abc';
const ADMIN_ONLY: [method: string, path: string, body?: unknown][] = [
  ['GET', '/notifications'],
  ['GET', '/notifications/unread-count'],
  ['GET', '/notifications/stream'],
  ['PUT', `/notifications/${SOME_ID}/read`],
  ['PUT', '/notifications/mark-all-read'],
  ['DELETE', '/notifications/cleanup'],
  ['GET', '/notifications/whatsapp-status'],
  ['POST', '/notifications/test-whatsapp', { message: 'hi', type: 'TEST' }],
  ['POST', '/notifications/send-whatsapp', { message: 'hi', type: 'TEST' }],
  ['GET', '/notifications/telegram-status'],
  ['POST', '/notifications/test-telegram', { message: 'hi', type: 'TEST' }],
  ['GET', '/inquiries'],
  ['GET', `/inquiries/${SOME_ID}`],
  ['DELETE', `/inquiries/${SOME_ID}`],
];

describe('notifications endpoints are for admins only', () => {
  it.each(ADMIN_ONLY)(
    'when a USER calls %s %s, then 403 with the spec text',
    async (method, path, body) => {
      const res = await service.call(method, path, { as: USER, json: body });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        success: false,
        error: 'You do not have permission to perform this action.',
      });
    },
  );

  it.each(ADMIN_ONLY)('when a visitor calls %s %s, then 401', async (method, path, body) => {
    const res = await service.call(method, path, { as: VISITOR, json: body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      success: false,
      error: 'You need to be logged in to perform this action.',
    });
  });

  it('when a request does not come through the gateway, then it is refused whatever identity it claims', async () => {
    const res = await fetch(`${service.baseUrl}/notifications`, {
      headers: { 'x-user-role': 'ADMIN', 'x-user-email': 'admin@ghar.test', 'x-user-id': SOME_ID },
    });
    expect(res.status).toBe(401);
  });
});
