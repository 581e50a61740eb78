import { SESSION_COOKIE_ATTRIBUTES } from '@ghar/contracts';
import { presentedSessionToken, requireUser } from '@ghar/platform';
import type { CookieOptions, Request, Response } from 'express';
import type { Config } from '../../config';
import type { IssuedSession } from '../../domain/ports';
import type { ActionContext, Viewer } from '../../domain/user';

type CookieConfig = Pick<Config, 'SESSION_COOKIE' | 'COOKIE_SECURE'>;

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
  return presentedSessionToken(
    { authorization: req.get('authorization'), cookie: req.get('cookie') },
    config.SESSION_COOKIE,
  );
}

/** The attributes the gateway clears a refused cookie with too (contracts). */
const cookieOptions = (config: CookieConfig): CookieOptions => ({
  ...SESSION_COOKIE_ATTRIBUTES,
  secure: config.COOKIE_SECURE,
});

export function setSessionCookie(res: Response, config: CookieConfig, session: IssuedSession) {
  res.cookie(config.SESSION_COOKIE, session.token, {
    ...cookieOptions(config),
    maxAge: session.maxAgeMs,
  });
}

export function clearSessionCookie(res: Response, config: CookieConfig): void {
  res.clearCookie(config.SESSION_COOKIE, cookieOptions(config));
}
