import type { Server } from 'node:http';
import {
  apiRouter,
  closeServer,
  createHttpApp,
  createLogger,
  listen,
  sendOk,
} from '@ghar/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { MergedApiDocument } from '../src/docs/merge-api-docs';
import type { ServiceName } from '../src/proxy/routes';
import {
  closedPort,
  readJson,
  SIGNING_SECRET,
  startEchoServices,
  startGateway,
  stopEchoServices,
  upstreamUrls,
  urlOf,
  type EchoService,
} from './harness';

let echoes: Record<ServiceName, EchoService>;
let auth: Server;

/** A service with declared routes, standing in for auth. */
async function startDeclaredService(): Promise<Server> {
  const api = apiRouter();
  api.route(
    {
      method: 'get',
      path: '/admin/users/:id',
      access: 'admin',
      summary: 'One user <b>for admins</b>',
      response: z.object({ id: z.string() }),
    },
    (req, res) => sendOk(res, { id: req.params.id }),
  );
  api.route(
    {
      method: 'get',
      path: '/uploads/auth/profile/:fileName',
      access: 'visitor',
      summary: 'A profile picture',
      produces: 'image/jpeg',
    },
    (_req, res) => sendOk(res, null),
  );
  const app = createHttpApp({
    logger: createLogger({ service: 'docs-test', level: 'silent' }),
    signingSecret: SIGNING_SECRET,
    health: {},
    api: { service: 'auth', routers: [api] },
  });
  return listen(app, 0);
}

beforeAll(async () => {
  echoes = await startEchoServices();
  auth = await startDeclaredService();
});

afterAll(async () => {
  await stopEchoServices(echoes);
  await closeServer(auth);
});

describe('GET /api/docs', () => {
  it('when every service answers, then one document lists their routes under the gateway paths', async () => {
    const gateway = await startGateway({
      upstreams: { ...upstreamUrls(echoes), auth: urlOf(auth) },
    });
    try {
      const res = await fetch(`${gateway.url}/api/docs`);
      expect(res.status).toBe(200);
      const doc = await readJson<MergedApiDocument>(res);
      expect(doc.openapi).toBe('3.1.0');
      expect(doc['x-missing-services']).toEqual([]);
      expect(Object.keys(doc.paths)).toEqual([
        '/api/admin/users/{id}',
        '/uploads/auth/profile/{fileName}',
      ]);
      expect(doc.paths['/api/admin/users/{id}']!.get).toMatchObject({
        'x-access': 'admin',
        'x-service': 'auth',
      });
    } finally {
      await gateway.close();
    }
  });

  it('when a service is down, then the document names it in x-missing-services instead of failing', async () => {
    const gateway = await startGateway({
      upstreams: {
        ...upstreamUrls(echoes),
        auth: urlOf(auth),
        dealers: `http://127.0.0.1:${await closedPort()}`,
      },
    });
    try {
      const res = await fetch(`${gateway.url}/api/docs`);
      expect(res.status).toBe(200);
      const doc = await readJson<MergedApiDocument>(res);
      expect(doc['x-missing-services']).toEqual(['dealers']);
      expect(doc.paths['/api/admin/users/{id}']).toBeDefined();
    } finally {
      await gateway.close();
    }
  });
});

describe('GET /api/docs/ui', () => {
  it('when run outside production, then it shows a table of method, path, access and summary', async () => {
    const gateway = await startGateway({
      upstreams: { ...upstreamUrls(echoes), auth: urlOf(auth) },
    });
    try {
      const res = await fetch(`${gateway.url}/api/docs/ui`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      expect(html).toContain(
        '<tr><td>GET</td><td><code>/api/admin/users/{id}</code></td><td>admin</td><td>auth</td>' +
          '<td>One user &lt;b&gt;for admins&lt;/b&gt;</td></tr>',
      );
      expect(html).not.toContain('<script');
    } finally {
      await gateway.close();
    }
  });

  it('when run in production, then there is no page (the JSON stays)', async () => {
    const gateway = await startGateway({
      upstreams: { ...upstreamUrls(echoes), auth: urlOf(auth) },
      env: { NODE_ENV: 'production' },
    });
    try {
      expect((await fetch(`${gateway.url}/api/docs/ui`)).status).toBe(404);
      expect((await fetch(`${gateway.url}/api/docs`)).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});
