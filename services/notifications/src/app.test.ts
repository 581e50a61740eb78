import type { AddressInfo } from 'node:net';
import { createLogger, routesInDocument, undeclaredRoutes, ROUTE_ACCESS } from '@ghar/platform';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type AppDeps } from './app';

/**
 * Only the route table is under test: building the app reads the config and the stream's
 * handler, and no handler runs, so the rest of the deps are left out.
 */
const app = buildApp({
  config: { INTERNAL_SIGNING_SECRET: 'notifications-route-table-test' },
  logger: createLogger({ service: 'notifications', level: 'silent' }),
  health: {},
  stream: { handler: () => undefined },
} as unknown as AppDeps);
const server = app.listen(0, '127.0.0.1');
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const readDocument = async () => {
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/openapi.json`);
  expect(res.status).toBe(200);
  return (await res.json()) as { paths: Record<string, Record<string, Record<string, unknown>>> };
};

describe("notifications' API document", () => {
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
    expect(accessOf('/inquiries', 'post')).toBe('visitor');
    expect(accessOf('/inquiries/{id}', 'delete')).toBe('admin');
    expect(accessOf('/notifications/stream', 'get')).toBe('admin');
    expect(routesInDocument(doc)).toHaveLength(15);
  });
});
