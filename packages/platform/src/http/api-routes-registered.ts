import type { Express } from 'express';
import type { ApiMethod, ApiRouteSpec } from './api-routes';
import { apiDocumentOf } from './api-routes-document';

/** '/admin/users/{id}' → '/admin/users/:id', back from the OpenAPI form. */
const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The part of an OpenAPI document (served or merged) these helpers read. */
type DocumentPaths = { paths?: Record<string, object | undefined> };

/** The platform's own routes, present on every service and described elsewhere. */
const PLATFORM_ROUTES = new Set(['get /healthz', 'get /readyz', 'get /openapi.json']);

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

function walk(stack: Layer[], found: string[]): string[] {
  for (const layer of stack) {
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods)) {
        found.push(`${method} ${layer.route.path}`);
      }
    } else if (layer.handle?.stack) {
      // Service routers are mounted without a path prefix, so their paths are the app's paths.
      walk(layer.handle.stack, found);
    }
  }
  return found;
}

/**
 * Every `method path` registered on the app that no spec declares, so a test can fail when a
 * route escapes the OpenAPI document (and its access check).
 */
export function undeclaredRoutes(
  app: Express,
  specs: readonly Pick<ApiRouteSpec, 'method' | 'path'>[],
): string[] {
  const declared = new Set(specs.map((spec) => `${spec.method} ${spec.path}`));
  const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  return walk(stack, []).filter((route) => !declared.has(route) && !PLATFORM_ROUTES.has(route));
}

/** The `{ method, path }` of every operation of an OpenAPI document, paths back in Express form. */
export function routesInDocument(document: DocumentPaths): { method: ApiMethod; path: string }[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
    Object.keys(operations ?? {}).map((method) => ({
      method: method as ApiMethod,
      path: expressPath(path),
    })),
  );
}

/** Every route registered on an app built with createHttpApp that its own document leaves out. */
export function undocumentedRoutes(app: Express): string[] {
  return undeclaredRoutes(app, routesInDocument(apiDocumentOf(app)));
}

/** Each operation's `x-access`, keyed `method path` with the path in Express form. */
export function documentedAccess(document: DocumentPaths): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
      Object.entries(operations ?? {}).map(([method, operation]) => [
        `${method} ${expressPath(path)}`,
        (operation as { 'x-access'?: unknown })['x-access'],
      ]),
    ),
  );
}
