import { randomInt, randomUUID } from 'node:crypto';
import { waitFor } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '@ghar/testing';

// The whole stack through the gateway (globalSetup: packages/testing/src/global-setup-stack.ts).
const base = () => {
  const url = process.env.GHAR_BASE_URL;
  if (!url) throw new Error('GHAR_BASE_URL is not set: run with the system project');
  return url;
};

async function api(
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: FormData } = {},
) {
  const response = await fetch(`${base()}/api${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function logIn(email: string, password: string): Promise<string> {
  const res = await api('POST', '/auth/login', { json: { email, password } });
  expect(res.status).toBe(200);
  return res.body.data.token;
}

/** A new account through the public signup form, with a unique e-mail. */
async function signUp() {
  const email = `signup-${randomUUID().slice(0, 8)}@ghar.test`;
  const password = 'Ghar@Signup1';
  const form = new FormData();
  form.set('name', 'Kavya Rao');
  form.set('email', email);
  form.set('mobile', `9${String(randomInt(100_000_000, 999_999_999))}`);
  form.set('password', password);
  form.set('aadhaar', String(randomInt(100_000_000_000, 999_999_999_999)));
  const res = await api('POST', '/auth/signup', { form });
  expect(res.status).toBe(201);
  return { email, password, userId: res.body.data.user.id as string };
}

let adminToken: string;
beforeAll(async () => {
  adminToken = await logIn(process.env.GHAR_ADMIN_EMAIL!, process.env.GHAR_ADMIN_PASSWORD!);
});

describe('admin notifications through the gateway', () => {
  let stream: Awaited<ReturnType<typeof openEventStream>> | undefined;
  afterAll(async () => {
    await stream?.close();
  });

  it('when a visitor signs up, then a USER_SIGNUP notification is visible to an admin and pushed to the admin stream', async () => {
    stream = await openEventStream(`${base()}/api/notifications/stream`, {
      authorization: `Bearer ${adminToken}`,
    });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    await stream.next((event) => event.event === 'unread-count');

    const user = await signUp();
    const listed = await waitFor(
      async () => {
        const res = await api(
          'GET',
          `/notifications?type=USER_SIGNUP&search=${encodeURIComponent(user.email)}`,
          {
            token: adminToken,
          },
        );
        expect(res.body.data.total).toBeLessThanOrEqual(1);
        // The page's count and its list are two reads: at the moment of the insert the count may
        // already see the notification and the list not yet; the next poll sees both.
        return res.body.data.notifications[0] ?? false;
      },
      // Not a speed check (those are benchmarks): long enough for a loaded CI machine.
      { timeoutMs: 15_000, intervalMs: 50 },
    );
    expect(listed).toMatchObject({
      type: 'USER_SIGNUP',
      title: 'New user signed up',
      read: false,
      data: { userId: user.userId },
    });
    expect(listed.message).toContain(user.email);

    const pushed = await stream.next(
      (event) => event.event === 'notification' && event.data.data?.userId === user.userId,
    );
    expect(pushed.data).toMatchObject({ id: listed.id, type: 'USER_SIGNUP' });
    await stream.next((event) => event.event === 'unread-count' && event.data.count >= 1);
  });

  it('when a USER calls any notifications endpoint, then 403', async () => {
    const user = await signUp();
    const token = await logIn(user.email, user.password);
    const someId = '665f00000000000000000abc';
    const calls: [string, string, unknown?][] = [
      ['GET', '/notifications'],
      ['GET', '/notifications/unread-count'],
      ['GET', '/notifications/stream'],
      ['PUT', `/notifications/${someId}/read`],
      ['PUT', '/notifications/mark-all-read'],
      ['DELETE', '/notifications/cleanup'],
      ['GET', '/notifications/whatsapp-status'],
      ['POST', '/notifications/test-whatsapp', { message: 'hi', type: 'TEST' }],
      ['POST', '/notifications/send-whatsapp', { message: 'hi', type: 'TEST' }],
      ['GET', '/notifications/telegram-status'],
      ['POST', '/notifications/test-telegram', { message: 'hi', type: 'TEST' }],
      ['GET', '/inquiries'],
      ['GET', `/inquiries/${someId}`],
      ['DELETE', `/inquiries/${someId}`],
    ];
    for (const [method, path, json] of calls) {
      const res = await api(method, path, { token, json });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 403 });
      expect(res.body).toEqual({
        success: false,
        error: 'You do not have permission to perform this action.',
      });
    }
  });

  it('when an inquiry breaks the rules, then the spec’s messages come back through the gateway', async () => {
    const cases: [unknown, string][] = [
      [{ mobileNumber: '9876543210' }, 'Please enter your message'],
      [{ message: 'Is it still available?' }, 'Please enter your mobile number'],
      [
        { message: 'Is it still available?', mobileNumber: '98765 4321' },
        'Please enter a valid 10-digit mobile number',
      ],
    ];
    for (const [json, error] of cases) {
      const res = await api('POST', '/inquiries', { json });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(error);
    }
  });
});
