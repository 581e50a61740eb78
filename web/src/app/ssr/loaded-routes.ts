import { matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

/**
 * The routes with the ones matching `pathname` already loaded (their `lazy` awaited and merged),
 * for the router that hydrates a server-rendered page. With nothing left to load, the router
 * starts initialised with the page as it is: no first navigation, which would have set its
 * scroll state afresh and made ScrollRestoration jump to the top of a page the reader may have
 * scrolled while it hydrated (and move a link from under a finger pressing it).
 */
export async function withMatchedRoutesLoaded(
  routes: RouteObject[],
  pathname: string,
): Promise<RouteObject[]> {
  const matched = new Set(matchRoutes(routes, pathname)?.map((match) => match.route) ?? []);
  const load = (list: RouteObject[]): Promise<RouteObject[]> =>
    Promise.all(
      list.map(async (route) => {
        const children = route.children ? await load(route.children) : undefined;
        const lazy = matched.has(route) && typeof route.lazy === 'function' ? route.lazy : null;
        const loaded = lazy ? await lazy() : {};
        const next = { ...route, ...loaded, ...(children ? { children } : {}) };
        if (lazy) delete next.lazy;
        return next as RouteObject;
      }),
    );
  return load(routes);
}
