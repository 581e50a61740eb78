import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logging/logger';
import { adminFiguresRoute, adminLatestRoute } from './admin-figures-route';
import { createHttpApp } from './create-http-app';
import { signedIdentityHeaders, type CallerIdentity } from './signed-headers';

const SECRET = 'unit-test-signing-secret';
let reads = 0;
const figures = adminFiguresRoute(
  { path: '/figures', summary: 'figures', tags: ['admin'], response: z.object({ n: z.number() }) },
  async () => ({ n: ++reads }),
);
const latest = adminLatestRoute(
  {
    path: '/latest',
    summary: 'latest',
    tags: ['admin'],
    query: z.object({ limit: z.coerce.number().int().default(5) }),
    response: z.array(z.number()),
  },
  async ({ limit }) => Array.from({ length: limit }, (_, i) => i),
);
const app = createHttpApp({
  logger: createLogger({ service: 'unit', level: 'silent' }),
  signingSecret: SECRET,
  health: {},
  api: { service: 'unit', routers: [figures, latest] },
});
let server: Server;
let base: string;

beforeAll(async () => {
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const ADMIN: CallerIdentity = { userId: 'a1', email: 'a@example.com', role: 'ADMIN' };
const USER: CallerIdentity = { userId: 'u1', email: 'u@example.com', role: 'USER' };
const call = (path: string, caller: CallerIdentity) =>
  fetch(`${base}${path}`, {
    headers: signedIdentityHeaders(SECRET, { method: 'GET', path }, caller),
  });

describe('adminFiguresRoute', () => {
  it('answers admins only', async () => {
    expect((await call('/figures', {})).status).toBe(401);
    expect((await call('/figures', USER)).status).toBe(403);
    expect((await call('/figures', ADMIN)).status).toBe(200);
  });

  it("shares one recent read between the dashboard's polls", async () => {
    const first = await (await call('/figures', ADMIN)).json();
    const second = await (await call('/figures', ADMIN)).json();
    expect(second).toEqual(first);
    expect(reads).toBe(1);
  });
});

describe('adminLatestRoute', () => {
  it('reads with the parsed query, for admins only', async () => {
    expect((await call('/latest?limit=2', USER)).status).toBe(403);
    expect(await (await call('/latest?limit=2', ADMIN)).json()).toEqual({
      success: true,
      data: [0, 1],
    });
  });
});
