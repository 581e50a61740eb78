import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { errorBody } from '@ghar/platform';
import type { Request, RequestHandler } from 'express';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const parseOrigin = (origin: string): URL | null => {
  try {
    return new URL(origin);
  } catch {
    return null;
  }
};

/**
 * The product's own pages: the scheme and host the caller asked for (behind trusted proxies,
 * theirs). The scheme counts: a page served over plain http on the same host (which anyone on
 * the network can forge) is another origin than the https site.
 */
function isOwnOrigin(req: Request, origin: string, allowed: ReadonlySet<string>): boolean {
  if (allowed.has(origin)) return true;
  const url = parseOrigin(origin);
  return url !== null && url.host === req.host && url.protocol === `${req.protocol}:`;
}

/**
 * Refuses state-changing requests a browser sent from another site: a hostile page can post a
 * form (no CORS preflight) that signs a visitor into the attacker's account or acts with their
 * cookie. Browsers name the page's origin in `Origin` (or, where they leave it out, say
 * `Sec-Fetch-Site: cross-site`); clients that are not browsers (curl, apps with a Bearer token)
 * send neither and stay allowed, since they carry no visitor's cookie.
 */
export function sameOriginWrites(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method)) {
      next();
      return;
    }
    const origin = req.get('origin');
    const crossSite =
      origin === undefined
        ? req.get('sec-fetch-site') === 'cross-site'
        : !isOwnOrigin(req, origin, allowed);
    if (!crossSite) {
      next();
      return;
    }
    req.log?.warn({ origin, method: req.method }, 'cross-site write refused');
    res.status(403).json(errorBody(ERROR_MESSAGES.crossSiteRequestRefused));
  };
}
