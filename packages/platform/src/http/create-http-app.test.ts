import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notFound } from '../errors/http-errors';
import { createLogger } from '../logging/logger';
import { createHttpApp } from './create-http-app';
import { sendOk } from './envelope';
import { requireAdmin } from './identity';
import { signedIdentityHeaders, type CallerIdentity } from './signed-headers';

const SECRET = 'unit-test-signing-secret';
// Test bodies are read loosely; the assertions pin their shape.
const read = (res: Response): Promise<any> => res.json();
let server: Server;
let base: string;

beforeAll(async () => {
  const app = createHttpApp({
    logger: createLogger({ service: 'unit', level: 'silent' }),
    signingSecret: SECRET,
    health: { always: async () => {} },
    routes: (router) => {
      router.get('/whoami', (req, res) => sendOk(res, req.identity));
      router.post('/echo', (req, res) =>
        sendOk(res, z.object({ name: z.string() }).parse(req.body)),
      );
      router.get('/missing', () => {
        throw notFound('Property not found');
      });
      router.get('/admin-only', (req, res) => sendOk(res, requireAdmin(req).email));
      router.get('/database-gone', () => {
        throw new mongoose.mongo.MongoNetworkError('connection 7 to 127.0.0.1:27017 closed');
      });
      router.get('/boom', () => {
        throw new Error('mongo said E11000 at /var/lib secret path');
      });
    },
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const signed = (method: string, path: string, identity: CallerIdentity = {}) =>
  signedIdentityHeaders(SECRET, { method, path }, identity);

describe('service HTTP app', () => {
  it('when a request carries no gateway signature, then it is refused with 401 in the envelope', async () => {
    const res = await fetch(`${base}/whoami`, {
      headers: { 'x-user-email': 'forged@example.com' },
    });
    expect(res.status).toBe(401);
    expect(await read(res)).toEqual({ success: false, error: ERROR_MESSAGES.gatewayRequired });
  });

  it('when the gateway signed the identity, then the route sees it', async () => {
    const identity = { userId: 'u1', email: 'asha@example.com', role: 'USER' };
    const res = await fetch(`${base}/whoami`, { headers: signed('GET', '/whoami', identity) });
    expect(res.status).toBe(200);
    expect((await read(res)).data).toMatchObject(identity);
  });

  it('when a USER calls an admin route, then 403 with the spec text', async () => {
    const res = await fetch(`${base}/admin-only`, {
      headers: signed('GET', '/admin-only', { userId: 'u1', email: 'a@b.in', role: 'USER' }),
    });
    expect(res.status).toBe(403);
    expect((await read(res)).error).toBe(ERROR_MESSAGES.accessDenied);
  });

  it('when the body is malformed JSON, then 400 without a stack trace', async () => {
    const res = await fetch(`${base}/echo`, {
      method: 'POST',
      headers: { ...signed('POST', '/echo'), 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(res.status).toBe(400);
    expect(await read(res)).toEqual({ success: false, error: ERROR_MESSAGES.invalidJson });
  });

  it('when the body is over the limit, then 413 in the envelope', async () => {
    const res = await fetch(`${base}/echo`, {
      method: 'POST',
      headers: { ...signed('POST', '/echo'), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
    expect(await read(res)).toEqual({ success: false, error: ERROR_MESSAGES.payloadTooLarge });
  });

  it('when zod refuses the input, then 400 lists every message', async () => {
    const res = await fetch(`${base}/echo`, {
      method: 'POST',
      headers: { ...signed('POST', '/echo'), 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(res.status).toBe(400);
    const body = await read(res);
    expect(body.success).toBe(false);
    expect(body.errors).toHaveLength(1);
  });

  it('when a route throws an AppError, then its status and message reach the client', async () => {
    const res = await fetch(`${base}/missing`, { headers: signed('GET', '/missing') });
    expect(res.status).toBe(404);
    expect(await read(res)).toEqual({ success: false, error: 'Property not found' });
  });

  it('when a route throws an unknown error, then 500 with the generic text and nothing internal', async () => {
    const res = await fetch(`${base}/boom`, { headers: signed('GET', '/boom') });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ success: false, error: ERROR_MESSAGES.serverError });
    expect(text).not.toContain('E11000');
  });

  it('when the database connection drops under a request, then 503 (try again) with the generic text and nothing internal', async () => {
    const res = await fetch(`${base}/database-gone`, { headers: signed('GET', '/database-gone') });
    expect(res.status).toBe(503);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ success: false, error: ERROR_MESSAGES.serviceUnavailable });
    expect(text).not.toContain('27017');
  });

  it('when an unknown path is called, then 404 in the envelope', async () => {
    const res = await fetch(`${base}/nope`, { headers: signed('GET', '/nope') });
    expect(res.status).toBe(404);
    expect((await read(res)).success).toBe(false);
  });

  it('when health is probed without a signature, then liveness and readiness answer', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect((await read(ready)).data.checks.always.status).toBe('up');
  });
});
