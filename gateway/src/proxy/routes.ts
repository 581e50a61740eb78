export const SERVICES = ['auth', 'listings', 'bookings', 'dealers', 'notifications'] as const;
export type ServiceName = (typeof SERVICES)[number];

export interface ProxyTarget {
  service: ServiceName;
  /** The request target the service receives: path and query, without the /api prefix. */
  forwardUrl: string;
}

interface ApiRoute {
  prefix: string;
  service: ServiceName;
}

/**
 * docs/architecture.md, longest prefix first so /auth/apply-dealer reaches dealers before /auth takes it.
 * The admin console's analytics are answered by the service that owns each figure and its
 * recent activity by notifications (issue 13); the gateway's own aggregates (/admin/dashboard,
 * /admin/settings …) are deliberately absent here.
 */
export const API_ROUTES: readonly ApiRoute[] = (
  [
    { prefix: '/auth', service: 'auth' },
    { prefix: '/auth/apply-dealer', service: 'dealers' },
    { prefix: '/admin/users', service: 'auth' },
    { prefix: '/properties', service: 'listings' },
    { prefix: '/bookings', service: 'bookings' },
    { prefix: '/dealers', service: 'dealers' },
    { prefix: '/admin/dealer-requests', service: 'dealers' },
    { prefix: '/admin/dealer-tree', service: 'dealers' },
    { prefix: '/admin/analytics/properties', service: 'listings' },
    { prefix: '/admin/analytics/bookings', service: 'bookings' },
    { prefix: '/admin/analytics/dealers', service: 'dealers' },
    { prefix: '/admin/recent-activity', service: 'notifications' },
    // The dead-letter tool (issue 14): every .dlq message, kept and replayed by notifications.
    { prefix: '/admin/dead-letters', service: 'notifications' },
    { prefix: '/notifications', service: 'notifications' },
    { prefix: '/inquiries', service: 'notifications' },
    // Each owner's settings section (issue 13); /api/settings and /api/admin/settings are the gateway's.
    { prefix: '/settings/listings', service: 'listings' },
    { prefix: '/settings/bookings', service: 'bookings' },
    { prefix: '/settings/dealers', service: 'dealers' },
    { prefix: '/settings/notifications', service: 'notifications' },
  ] satisfies ApiRoute[]
).sort((a, b) => b.prefix.length - a.prefix.length);

const API_PREFIX = '/api';
const UPLOADS_PREFIX = '/uploads/';

/** `/auth` owns `/auth` and `/auth/…`, never `/authx`. */
function underPrefix(pathname: string, prefix: string): boolean {
  return (
    pathname.startsWith(prefix) &&
    (pathname.length === prefix.length || pathname[prefix.length] === '/')
  );
}

/**
 * Dot segments (plain or percent-encoded) could make a path look like one owner's to the gateway
 * and another's after a normaliser downstream; no legitimate client sends them.
 */
function hasDotSegment(pathname: string): boolean {
  return pathname
    .split('/')
    .some((segment) => /^(\.|%2e){1,2}$/i.test(segment) || /%2f|%5c|\\/i.test(segment));
}

/** Resolves a raw request target (path + query, as the gateway received it) to its owner. */
export function resolveProxyTarget(url: string): ProxyTarget | null {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  if (hasDotSegment(pathname)) return null;

  if (underPrefix(pathname, API_PREFIX)) {
    const forwardUrl = url.slice(API_PREFIX.length);
    const forwardPath = pathname.slice(API_PREFIX.length);
    const route = API_ROUTES.find(({ prefix }) => underPrefix(forwardPath, prefix));
    return route ? { service: route.service, forwardUrl } : null;
  }

  if (pathname.startsWith(UPLOADS_PREFIX)) {
    const service = pathname.slice(UPLOADS_PREFIX.length).split('/', 1)[0];
    const known = SERVICES.find((name) => name === service);
    // `/uploads/<service>` alone names no file.
    if (known && pathname.length > UPLOADS_PREFIX.length + known.length + 1) {
      return { service: known, forwardUrl: url };
    }
  }
  return null;
}
