import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logging/logger';
import { apiRouter, type RouteAccess } from './api-routes';
import { routesInDocument, undeclaredRoutes } from './api-routes-registered';
import { createHttpApp } from './create-http-app';
import { sendOk } from './envelope';
import { signedIdentityHeaders, type CallerIdentity } from './signed-headers';

const SECRET = 'unit-test-signing-secret';
const read = (res: Response): Promise<any> => res.json();
const api = apiRouter();
const ACCESSES: RouteAccess[] = ['visitor', 'signed-in', 'owner-or-admin', 'dealer', 'admin'];
for (const access of ACCESSES) {
  api.route({ method: 'get', path: `/${access}`, access, summary: access }, (_req, res) =>
    sendOk(res, access),
  );
}
api.route(
  {
    method: 'post',
    path: '/items/:id',
    access: 'visitor',
    summary: 'typed input',
    params: z.object({ id: z.string().length(3, { error: 'Id must be 3 characters' }) }),
    query: z.object({ page: z.coerce.number().int().default(1) }),
    body: z.object({ name: z.string({ error: 'Name is required' }).trim() }),
  },
  (req, res) => sendOk(res, { id: req.params.id, page: req.query.page, name: req.body.name }),
);
const app = createHttpApp({
  logger: createLogger({ service: 'unit', level: 'silent' }),
  signingSecret: SECRET,
  health: {},
  api: { service: 'unit', routers: [api] },
});
let server: Server;
let base: string;

beforeAll(async () => {
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const CALLERS: Record<string, CallerIdentity> = {
  visitor: {},
  user: { userId: 'u1', email: 'u@example.com', role: 'USER' },
  dealer: { userId: 'd1', email: 'd@example.com', role: 'DEALER' },
  admin: { userId: 'a1', email: 'a@example.com', role: 'ADMIN' },
};

const call = (path: string, caller: CallerIdentity, init: RequestInit = {}) =>
  fetch(`${base}${path}`, {
    ...init,
    headers: {
      ...(init.headers as Record<string, string>),
      ...signedIdentityHeaders(SECRET, { method: init.method ?? 'GET', path }, caller),
    },
  });

// Expected status per route access (rows) and caller (columns: visitor, user, dealer, admin).
const MATRIX: Record<RouteAccess, number[]> = {
  visitor: [200, 200, 200, 200],
  'signed-in': [401, 200, 200, 200],
  'owner-or-admin': [401, 200, 200, 200],
  dealer: [401, 403, 200, 200],
  admin: [401, 403, 403, 200],
};

describe('route access', () => {
  for (const access of ACCESSES) {
    it(`when each caller calls a ${access} route, then it answers ${MATRIX[access].join('/')}`, async () => {
      const statuses = [];
      for (const caller of Object.values(CALLERS)) {
        statuses.push((await call(`/${access}`, caller)).status);
      }
      expect(statuses).toEqual(MATRIX[access]);
    });
  }

  it('when a visitor is refused, then the body carries the spec text for signing in', async () => {
    const res = await call('/admin', CALLERS.visitor!);
    expect(await read(res)).toEqual({ success: false, error: ERROR_MESSAGES.authRequired });
    const denied = await call('/admin', CALLERS.user!);
    expect(await read(denied)).toEqual({ success: false, error: ERROR_MESSAGES.accessDenied });
  });
});

describe('route input', () => {
  const post = (path: string, body: unknown) =>
    call(
      path,
      {},
      {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      },
    );

  it('when the input matches the spec, then the handler sees it parsed', async () => {
    const res = await post('/items/abc?page=2', { name: '  Asha ' });
    expect(await read(res)).toEqual({ success: true, data: { id: 'abc', page: 2, name: 'Asha' } });
  });

  it('when the body or a param breaks the spec, then it answers 400 with the schema text', async () => {
    expect(await read(await post('/items/abc', {}))).toMatchObject({ error: 'Name is required' });
    const res = await post('/items/abcd', { name: 'Asha' });
    expect(res.status).toBe(400);
    expect(await read(res)).toMatchObject({ error: 'Id must be 3 characters' });
  });
});

describe('declared routes', () => {
  it('when every route went through route(), then none is undeclared', () => {
    expect(undeclaredRoutes(app, api.specs)).toEqual([]);
  });

  it('when a route is registered beside route(), then it is reported', () => {
    const other = apiRouter();
    other.route({ method: 'get', path: '/open', access: 'visitor', summary: 'open' }, (_req, res) =>
      sendOk(res, 'open'),
    );
    other.router.get('/sneaky/:id', (_req, res) => sendOk(res, 'hidden'));
    const sneaky = createHttpApp({
      logger: createLogger({ service: 'unit', level: 'silent' }),
      signingSecret: SECRET,
      health: {},
      api: { service: 'unit', routers: [other] },
      routes: (extra) => extra.post('/extra', (_req, res) => sendOk(res, 'extra')),
    });
    expect(undeclaredRoutes(sneaky, other.specs)).toEqual(['get /sneaky/:id', 'post /extra']);
  });

  it('when /openapi.json is fetched without a signature, then it lists each route with its access', async () => {
    const res = await fetch(`${base}/openapi.json`);
    expect(res.status).toBe(200);
    const doc = await read(res);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/admin'].get['x-access']).toBe('admin');
    expect(Object.keys(doc.paths['/items/{id}'])).toEqual(['post']);
  });
});

describe('routes read back from the document', () => {
  it('when /openapi.json is read back, then it names exactly the routes the app registered', async () => {
    const doc = await read(await fetch(`${base}/openapi.json`));
    expect(undeclaredRoutes(app, routesInDocument(doc))).toEqual([]);
    expect(routesInDocument(doc)).toContainEqual({ method: 'post', path: '/items/:id' });
  });
});
