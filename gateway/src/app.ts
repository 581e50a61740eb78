import {
  errorHandler,
  noStoreByDefault,
  notFoundHandler,
  requestContext,
  type Logger,
} from '@ghar/platform';
import express, { Router, type Express, type RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { serviceCaller } from './admin/call-service';
import { dashboardRoute } from './admin/dashboard';
import { paymentsCsvRoute, paymentsRoute } from './admin/payments';
import { requireAdmin } from './admin/require-admin';
import { publicSettings, settingsRoutes } from './admin/settings';
import { authenticate } from './auth/authenticate';
import type { GatewayConfig } from './config';
import { docsRoutes } from './docs/docs-routes';
import { gatewayHealthRoutes, healthReport } from './health/gateway-health';
import { sameOriginWrites } from './http/same-origin-writes';
import { securityHeaders } from './http/security-headers';
import { createForwarder, routeToUpstream } from './proxy/forward';
import { createMicroCache } from './proxy/micro-cache';
import type { ServiceName } from './proxy/routes';
import { stripIdentityHeaders } from './proxy/strip-identity';
import { sitemapRoutes } from './seo/sitemap';
import { MAP_TILES_PATH, mapTilesRoute, tileOrigin } from './web/map-tiles';
import { serverRenderer } from './web/server-render';
import { serveSpa } from './web/serve-spa';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  redis: Redis;
}

export function upstreamsOf(config: GatewayConfig): Record<ServiceName, string> {
  return {
    auth: config.AUTH_URL,
    listings: config.LISTINGS_URL,
    bookings: config.BOOKINGS_URL,
    dealers: config.DEALERS_URL,
    notifications: config.NOTIFICATIONS_URL,
  };
}

/** Answers from memory are not logged one line each (see answerEarly): one line a minute counts them. */
function reportEarlyAnswers(cache: { readonly hits: number }, logger: Logger) {
  let reported = 0;
  setInterval(() => {
    if (cache.hits === reported) return;
    logger.info({ answers: cache.hits - reported }, 'micro-cache answers in the last minute');
    reported = cache.hits;
  }, 60_000).unref();
}

const stripClientIdentity: RequestHandler = (req, _res, next) => {
  stripIdentityHeaders(req.headers);
  next();
};

/**
 * verify → strip → sign → proxy (docs/architecture.md). No body parser: bodies stream to the service
 * untouched, which is also what keeps uploads byte-identical.
 */
export function buildGatewayApp({ config, logger, redis }: GatewayDeps): Express {
  const upstreams = upstreamsOf(config);
  const app = express();
  app.disable('x-powered-by');
  // req.ip is then the caller's address, whatever proxies sit in front (config.ts).
  app.set('trust proxy', config.TRUSTED_PROXY_HOPS);
  // A visitor's repeated search costs one lookup (see answerEarly); the cache is created here so
  // that the forwarder below can fill it.
  const microCache = createMicroCache({
    cookieName: config.SESSION_COOKIE,
    maxAgeMs: config.MICRO_CACHE_MS,
    maxEntries: config.MICRO_CACHE_ENTRIES,
    maxBytes: 32 * 1024 * 1024,
  });
  app.use(microCache.answerEarly);
  reportEarlyAnswers(microCache, logger);
  app.use(stripClientIdentity);
  const tiles = tileOrigin(config.MAP_TILE_URL);
  app.use(securityHeaders(config.CSP_CONNECT_SRC, tiles ? [tiles] : []));
  app.use(requestContext(logger));
  app.use(sameOriginWrites(config.ALLOWED_ORIGINS));
  // Whatever a service's answer carries (an Aadhaar number on /auth/me), no cache keeps it
  // unless the service set its own policy, which replaces this default when proxied.
  app.use('/api', noStoreByDefault);
  // Before health, docs and the session check: writes empty the cache, public GETs are marked.
  app.use('/api', microCache.serve);

  app.use('/api', gatewayHealthRoutes({ upstreams, redis }));
  app.use('/api', docsRoutes({ upstreams, page: config.NODE_ENV !== 'production' }));

  const signedIn = authenticate({
    jwtSecret: config.JWT_SECRET,
    cookieName: config.SESSION_COOKIE,
    redis,
    secureCookie: config.NODE_ENV === 'production',
  });

  // Admin aggregates (issue 13): the gateway's own routes, over services' admin-only reads.
  const callService = serviceCaller({ signingSecret: config.INTERNAL_SIGNING_SECRET });
  app.get(
    '/api/admin/dashboard',
    signedIn,
    requireAdmin,
    dashboardRoute({ upstreams, callService, health: () => healthReport(upstreams, redis) }),
  );
  app.get('/api/admin/payments', signedIn, requireAdmin, paymentsRoute({ upstreams, callService }));
  app.use(settingsRoutes({ upstreams, callService, signedIn }));
  app.get(
    '/api/admin/payments/export.csv',
    signedIn,
    requireAdmin,
    paymentsCsvRoute({ upstreams, callService }),
  );

  const proxied = Router();
  proxied.use(
    routeToUpstream,
    signedIn,
    createForwarder({
      upstreams,
      signingSecret: config.INTERNAL_SIGNING_SECRET,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      idleSocketMs: config.UPSTREAM_IDLE_SOCKET_MS,
      logger,
      microCache,
    }),
  );
  app.use(proxied);

  app.use(['/api', '/uploads'], notFoundHandler);
  // Issue 28: /sitemap.xml and its files, from listings' search model (a minute at most behind).
  app.get(
    MAP_TILES_PATH,
    mapTilesRoute({ tileUrl: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION }),
  );
  app.use(
    sitemapRoutes({ listings: upstreams.listings, callService, cacheMs: config.SITEMAP_CACHE_MS }),
  );
  // Home, search and a listing arrive rendered (web/src/entry-server.tsx), from listings' data.
  const spa = serveSpa(
    config.WEB_DIST,
    (distDir) =>
      serverRenderer({
        distDir,
        listings: upstreams.listings,
        callService,
        settings: (req, timeoutMs) => publicSettings({ upstreams, callService }, req, timeoutMs),
        logger,
        cacheMs: config.MICRO_CACHE_MS,
        publicOrigin: config.PUBLIC_ORIGIN,
      }),
    config.PUBLIC_ORIGIN,
  );
  if (spa) app.use(spa);
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
