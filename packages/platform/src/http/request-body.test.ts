import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger';
import { createHttpApp } from './create-http-app';
import { sendOk } from './envelope';
import { signedIdentityHeaders } from './signed-headers';

const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;
const dataOf = async (res: Response) => ((await res.json()) as { data: unknown }).data;

const SECRET = 'unit-test-signing-secret';
let server: Server;
let base: string;

beforeAll(async () => {
  const app = createHttpApp({
    logger: createLogger({ service: 'unit', level: 'silent' }),
    signingSecret: SECRET,
    health: {},
    routes: (router) => {
      router.post('/echo', (req, res) => sendOk(res, req.body as unknown));
    },
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (headers: Record<string, string>, body: string | Buffer) =>
  fetch(`${base}/echo`, {
    method: 'POST',
    headers: { ...signedIdentityHeaders(SECRET, { method: 'POST', path: '/echo' }), ...headers },
    body,
  });

const JSON_TYPE = { 'content-type': 'application/json' };

describe('request bodies', () => {
  it('when the charset is unknown, then 415 with a clear text', async () => {
    const res = await post({ 'content-type': 'application/json; charset=klingon' }, '{}');
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      success: false,
      error: ERROR_MESSAGES.bodyCharsetUnsupported,
    });
  });

  it.each(['compress', 'x-unknown'])(
    'when the Content-Encoding is %s, then 415 with a clear text',
    async (encoding) => {
      const res = await post({ ...JSON_TYPE, 'content-encoding': encoding }, '{}');
      expect(res.status).toBe(415);
      expect(await errorOf(res)).toBe(ERROR_MESSAGES.bodyEncodingUnsupported);
    },
  );

  it.each(['gzip', 'deflate', 'br'])(
    'when a %s body is garbage, then 400 with a clear text',
    async (encoding) => {
      const res = await post({ ...JSON_TYPE, 'content-encoding': encoding }, 'not compressed');
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe(ERROR_MESSAGES.bodyUnreadable);
    },
  );

  it('when a gzip body is real, then it is read', async () => {
    const res = await post(
      { ...JSON_TYPE, 'content-encoding': 'gzip' },
      gzipSync(JSON.stringify({ name: 'Asha' })),
    );
    expect(res.status).toBe(200);
    expect(await dataOf(res)).toEqual({ name: 'Asha' });
  });

  it.each([
    ['a form post', 'application/x-www-form-urlencoded', 'email=a%40b.in&password=x'],
    ['plain text', 'text/plain', '{"email":"a@b.in"}'],
  ])('when %s reaches a JSON route, then 415 and the route never runs', async (_l, type, body) => {
    const res = await post({ 'content-type': type }, body);
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toBe(ERROR_MESSAGES.jsonBodyRequired);
  });

  it('when a response is JSON or an error, then it says no-store', async () => {
    const ok = await post(JSON_TYPE, '{}');
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const refused = await post({ 'content-type': 'text/plain' }, 'x');
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});
