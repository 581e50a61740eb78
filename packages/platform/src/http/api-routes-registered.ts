import type { Express } from 'express';
import type { ApiMethod, ApiRouteSpec } from './api-routes';

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
export function routesInDocument(document: {
  paths?: Record<string, Record<string, unknown> | undefined>;
}): { method: ApiMethod; path: string }[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
    Object.keys(operations ?? {}).map((method) => ({
      method: method as ApiMethod,
      path: path.replace(/\{(\w+)\}/g, ':$1'),
    })),
  );
}
