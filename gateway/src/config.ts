import { SESSION_COOKIE_NAME } from '@ghar/contracts/session';
import { loadConfig } from '@ghar/platform';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const serviceUrl = (port: number) => z.url().default(`http://127.0.0.1:${port}`);

const gatewayEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  JWT_SECRET: z.string().min(16, 'must be at least 16 characters'),
  INTERNAL_SIGNING_SECRET: z.string().min(16, 'must be at least 16 characters'),
  REDIS_URL: z.string().startsWith('redis', 'must be a redis:// URL'),
  AUTH_URL: serviceUrl(4001),
  LISTINGS_URL: serviceUrl(4002),
  BOOKINGS_URL: serviceUrl(4003),
  DEALERS_URL: serviceUrl(4004),
  NOTIFICATIONS_URL: serviceUrl(4005),
  /** The built SPA (web/dist); served only when set and present. */
  WEB_DIST: z.string().min(1).optional(),
  SESSION_COOKIE: z.string().min(1).default(SESSION_COOKIE_NAME),
  /**
   * Reverse proxies in front of the gateway (a TLS terminator, a load balancer) whose
   * X-Forwarded-For entries are trusted. 0: the caller is the TCP peer. Services rate-limit by
   * the address the gateway forwards, so behind one proxy this must be 1, or every visitor
   * would share the proxy's address and its limits.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Longest silence from a service before the caller gets 503 (the spec's clients wait 60 s). */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /**
   * How long a connection to a service may sit idle in the gateway's pool before the gateway closes
   * it. Kept well under the services' keep-alive (platform's SERVER_KEEP_ALIVE_MS, 65 s) so a
   * service never closes a connection the gateway is reusing.
   */
  UPSTREAM_IDLE_SOCKET_MS: z.coerce.number().int().positive().max(60_000).default(30_000),
  /**
   * Longest a public answer (a service's `Cache-Control: public, s-maxage=…`) is kept for
   * visitors (proxy/micro-cache.ts); 0 turns the micro-cache off.
   */
  MICRO_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  /**
   * How long a built sitemap file serves every crawler: a new listing is listed within it. The
   * test stacks shorten it so a test of the sitemap's contents does not wait it out twice.
   */
  SITEMAP_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** Answers the micro-cache holds at most (oldest dropped first); 32 MB of bodies at most. */
  MICRO_CACHE_ENTRIES: z.coerce.number().int().positive().default(1000),
  /**
   * The site's public origin (e.g. https://ghar.example) for canonical, hreflang and preview
   * links and robots.txt; unset, each page links to the origin it was asked for.
   */
  PUBLIC_ORIGIN: z
    .url()
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  /** Extra origins the SPA may fetch from (comma-separated): the reverse-geocoding service. */
  CSP_CONNECT_SRC: z
    .string()
    .default('https://nominatim.openstreetmap.org')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /**
   * The maps' tile server (issue 26 item 4), a Leaflet URL template: OpenStreetMap's by default;
   * the browser tests point it at their local fake. Its origin joins the CSP's img-src.
   */
  MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** The tiles' attribution, shown on every map (HTML: Leaflet's attribution control). */
  MAP_TILE_ATTRIBUTION: z
    .string()
    .min(1)
    .default(
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    ),
  /**
   * Origins, besides the gateway's own host, whose pages may send POST/PUT/PATCH/DELETE
   * (comma-separated, e.g. https://ghar.example). Outside production the Vite dev server's
   * origins are added by default: it forwards to the gateway under the gateway's host.
   */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
});

/** Vite's dev server (5173) and `vite preview` (4173), which forward to the gateway. */
const DEV_SERVER_ORIGINS = ['5173', '4173']
  .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
  .join(',');

export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const devOrigins = env.NODE_ENV === 'production' ? '' : DEV_SERVER_ORIGINS;
  return loadConfig(gatewayEnvSchema, {
    ...env,
    ALLOWED_ORIGINS: env.ALLOWED_ORIGINS ?? devOrigins,
  });
}
