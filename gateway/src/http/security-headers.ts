import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * helmet's defaults plus what the SPA needs: inline style attributes (React and Tailwind's runtime
 * utilities), photos and previews from data:/blob: URLs, and the reverse-geocoding service it
 * calls, and map tiles from the configured tile server (imgSrc). upgrade-insecure-requests is off: a plain-http deployment (local, CI) would break, and
 * an https one is covered by HSTS.
 */
export function securityHeaders(connectSrc: string[], imgSrc: string[] = []): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...imgSrc],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...connectSrc],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
  });
}
