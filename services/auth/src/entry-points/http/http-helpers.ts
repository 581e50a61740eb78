import { requireAdmin, requireUser } from '@ghar/platform';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import type { Config } from '../../config';
import type { IssuedSession } from '../../data-access/session-tokens';
import type { ActionContext, Viewer } from '../../domain/user';
import { presentedToken } from '../../domain/session-rules';

/** Refuses a visitor before an upload body is read. */
export const signedIn: RequestHandler = (req, _res, next) => {
  requireUser(req);
  next();
};

export const adminOnly: RequestHandler = (req, _res, next) => {
  requireAdmin(req);
  next();
};

/** Who acts, for the events a request causes. */
export function actionContext(req: Request): ActionContext {
  return { actorId: req.identity.userId ?? null, requestId: req.requestId };
}

export function viewerOf(req: Request): Viewer {
  const identity = requireUser(req);
  return { userId: identity.userId, role: identity.role };
}

/** The token this request came with (the gateway forwards the cookie and the header as sent). */
export function tokenOf(req: Request, config: Pick<Config, 'SESSION_COOKIE'>): string | undefined {
  return presentedToken(
    { authorization: req.get('authorization'), cookie: req.get('cookie') },
    config.SESSION_COOKIE,
  );
}

function cookieOptions(config: Pick<Config, 'COOKIE_SECURE'>): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: config.COOKIE_SECURE, path: '/' };
}

export function setSessionCookie(
  res: Response,
  config: Pick<Config, 'SESSION_COOKIE' | 'COOKIE_SECURE'>,
  session: IssuedSession,
): void {
  res.cookie(config.SESSION_COOKIE, session.token, {
    ...cookieOptions(config),
    maxAge: session.maxAgeMs,
  });
}

export function clearSessionCookie(
  res: Response,
  config: Pick<Config, 'SESSION_COOKIE' | 'COOKIE_SECURE'>,
): void {
  res.clearCookie(config.SESSION_COOKIE, cookieOptions(config));
}
