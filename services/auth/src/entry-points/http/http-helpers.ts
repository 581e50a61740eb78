import { SESSION_COOKIE_ATTRIBUTES } from '@ghar/contracts/session';
import { presentedSessionToken } from '@ghar/platform';
import type { CookieOptions, Request, Response } from 'express';
import type { Config } from '../../config';
import type { IssuedSession } from '../../domain/ports';
import { RetryLaterError } from '../../domain/retry-later';

type CookieConfig = Pick<Config, 'SESSION_COOKIE' | 'COOKIE_SECURE'>;

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

/** Runs a handler's work; a refusal that says when to come back leaves with Retry-After. */
export async function withRetryAfter<T>(res: Response, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RetryLaterError) {
      res.setHeader('retry-after', String(error.retryAfterSeconds));
    }
    throw error;
  }
}
