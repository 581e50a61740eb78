import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** The env var through which test workers find the running fake messaging providers. */
export const MESSAGING_FAKE_ENV = 'GHAR_MESSAGING_FAKE_URL';

const PHONE_NUMBER_ID = '100200300400';
const WHATSAPP_TOKEN = 'fake-whatsapp-user-token';
const SMS_AUTH_KEY = 'fake-msg91-auth-key';

/** A Cloud API message as Ghar sends it (a template to a user, a text to the admins). */
export interface WhatsAppSent {
  messaging_product?: string;
  to?: string;
  type?: string;
  template?: {
    name: string;
    language: { code: string };
    components: { type: string; parameters: { type: string; text: string }[] }[];
  };
  text?: { body: string };
}

/** An MSG91 send as Ghar sends it. */
export interface SmsSent {
  sender?: string;
  route?: string;
  country?: string;
  unicode?: number;
  sms?: { message: string; to: string[] }[];
}

/** What the fake accepted (a failed answer is recorded with `failed: true`). */
export interface FakeMessages {
  whatsapp: { body: WhatsAppSent | undefined; failed: boolean }[];
  /** With the auth key it came with. */
  sms: { body: SmsSent | undefined; authkey: string | undefined; failed: boolean }[];
}

export interface FakeMessaging {
  url: string;
  /** Points the notifications service's users' WhatsApp and SMS at the fake (admins' stay off). */
  env: Record<string, string>;
  messages(): FakeMessages;
  /** The next `count` provider calls answer 500 (as a provider's outage). */
  failNext(count: number): void;
  reset(): void;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

async function readJson<T>(req: IncomingMessage): Promise<T | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as T;
  } catch {
    return undefined;
  }
}

/**
 * Local stand-ins for the providers users' notices leave by (issue 27 item 3), one HTTP server:
 *   POST <url>/{phone-number-id}/messages → the WhatsApp Cloud API (bearer token checked)
 *   POST <url>/sms                        → an MSG91-style send (authkey header checked)
 *   GET  <url>/requests                   → FakeMessages, for test workers in other processes
 *   POST <url>/fail {count}               → the next `count` provider calls answer 500
 */
export async function startFakeMessaging(): Promise<FakeMessaging> {
  const recorded: FakeMessages = { whatsapp: [], sms: [] };
  let failuresLeft = 0;
  const failing = () => {
    if (failuresLeft <= 0) return false;
    failuresLeft -= 1;
    return true;
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '').split('?')[0]!;
      if (req.method === 'GET' && path === '/requests') return json(res, 200, recorded);
      const body = await readJson<WhatsAppSent & SmsSent & { count?: number }>(req);
      if (req.method === 'POST' && path === '/fail') {
        failuresLeft = Number(body?.count ?? 1);
        return json(res, 200, { failuresLeft });
      }
      if (req.method === 'POST' && path === `/${PHONE_NUMBER_ID}/messages`) {
        if (req.headers.authorization !== `Bearer ${WHATSAPP_TOKEN}`)
          return json(res, 401, { error: { message: 'Invalid OAuth access token', code: 190 } });
        const failed = failing();
        recorded.whatsapp.push({ body, failed });
        if (failed) return json(res, 500, { error: { message: 'Temporarily unavailable' } });
        return json(res, 200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: body?.to, wa_id: body?.to }],
          messages: [{ id: `wamid.${randomUUID()}` }],
        });
      }
      if (req.method === 'POST' && path === '/sms') {
        const authkey = req.headers.authkey as string | undefined;
        if (authkey !== SMS_AUTH_KEY) return json(res, 401, { type: 'error', message: 'Bad key' });
        const failed = failing();
        recorded.sms.push({ body, authkey, failed });
        if (failed) return json(res, 500, { type: 'error', message: 'Temporarily unavailable' });
        return json(res, 200, { type: 'success', message: randomUUID() });
      }
      json(res, 404, { error: { message: `No fake for ${req.method} ${path}` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake messaging did not bind');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    env: {
      WHATSAPP_API_BASE: url,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_ACCESS_TOKEN: WHATSAPP_TOKEN,
      SMS_API_URL: `${url}/sms`,
      SMS_AUTH_KEY,
      SMS_SENDER_ID: 'GHARIN',
    },
    messages: () => recorded,
    failNext: (count) => {
      failuresLeft = count;
    },
    reset: () => {
      recorded.whatsapp.length = 0;
      recorded.sms.length = 0;
      failuresLeft = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What the stack's fake has accepted so far (test workers; see MESSAGING_FAKE_ENV). */
export async function fakeMessagesOfStack(): Promise<FakeMessages> {
  const base = process.env[MESSAGING_FAKE_ENV];
  if (!base)
    throw new Error(`${MESSAGING_FAKE_ENV} is not set: is the stack's global setup running?`);
  return (await (await fetch(`${base}/requests`)).json()) as FakeMessages;
}
