import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import {
  createLogger,
  createUploadStore,
  routesInDocument,
  undeclaredRoutes,
  ROUTE_ACCESS,
} from '@ghar/platform';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type AppDeps } from './app';
import type { Config } from './config';
import { SERVICE_NAME } from './context';

/**
 * Only the route table is under test: building the app reads the config and the upload store's
 * URL base, and no handler runs, so the rest of the deps are left out.
 */
const app = buildApp({
  config: { INTERNAL_SIGNING_SECRET: 'auth-route-table-test-secret' } as Config,
  logger: createLogger({ service: SERVICE_NAME, level: 'silent' }),
  health: {},
  auth: {
    uploads: createUploadStore({ rootDir: tmpdir(), service: SERVICE_NAME }),
  } as AppDeps['auth'],
});
const server = app.listen(0, '127.0.0.1');
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const readDocument = async () => {
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/openapi.json`);
  expect(res.status).toBe(200);
  return (await res.json()) as { paths: Record<string, Record<string, Record<string, unknown>>> };
};

describe("auth's API document", () => {
  it('when a route is registered on the app, then /openapi.json lists it', async () => {
    const doc = await readDocument();
    expect(undeclaredRoutes(app, routesInDocument(doc))).toEqual([]);
  });

  it('when the document lists a route, then it says who may call it', async () => {
    const doc = await readDocument();
    const accessOf = (path: string, method: string) => doc.paths[path]?.[method]?.['x-access'];
    for (const { method, path } of routesInDocument(doc)) {
      expect(ROUTE_ACCESS).toContain(accessOf(path.replace(/:(\w+)/g, '{$1}'), method));
    }
    expect(accessOf('/auth/login', 'post')).toBe('visitor');
    expect(accessOf('/auth/me', 'get')).toBe('signed-in');
    expect(accessOf('/admin/users/{id}', 'delete')).toBe('admin');
    expect(accessOf('/uploads/auth/aadhaar/{fileName}', 'get')).toBe('owner-or-admin');
    expect(accessOf('/uploads/auth/profile/{fileName}', 'get')).toBe('visitor');
    expect(routesInDocument(doc)).toHaveLength(21);
  });
});
