import { SESSION_COOKIE_ATTRIBUTES } from '@ghar/contracts/session';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { AppError, presentedSessionToken, unauthorized } from '@ghar/platform';
import type { CookieOptions, RequestHandler, Response } from 'express';
import type { Redis } from 'ioredis';
import { checkSessionStanding } from './session-revocation';
import { sessionKey, verifySessionToken, type Session } from './verify-session';

declare module 'express-serve-static-core' {
  interface Locals {
    /** Set once the token is verified and not revoked; absent for a visitor. */
    session?: Session;
  }
}

export interface AuthenticateOptions {
  jwtSecret: string;
  cookieName: string;
  redis: Redis;
  secureCookie: boolean;
}

/**
 * A request without a token goes on as a visitor (the service decides what a visitor may do).
 * A token that does not verify, or whose session was ended, is refused here with 401 and its
 * cookie is cleared, so the browser stops sending it.
 */
export function authenticate(options: AuthenticateOptions): RequestHandler {
  // Cleared with the attributes auth set it with, or the browser keeps it.
  const cookie: CookieOptions = { ...SESSION_COOKIE_ATTRIBUTES, secure: options.secureCookie };
  const key = sessionKey(options.jwtSecret);
  const refuse = (res: Response, message: string) => {
    res.clearCookie(options.cookieName, cookie);
    return unauthorized(message);
  };

  return (req, res, next) => {
    const token = presentedSessionToken(req.headers, options.cookieName);
    if (!token) {
      next();
      return;
    }
    const verified = verifySessionToken(token, key);
    if (!verified.ok) {
      req.log.info({ reason: verified.reason }, 'session token refused');
      next(refuse(res, ERROR_MESSAGES.sessionExpired));
      return;
    }
    checkSessionStanding(options.redis, verified.session).then(
      ({ standing, role }) => {
        if (standing === 'active') {
          // A role changed since the token was issued applies now, without a new sign-in.
          res.locals.session = { ...verified.session, role };
          next();
        } else {
          req.log.info({ standing }, 'ended session refused');
          const message =
            standing === 'blocked' ? ERROR_MESSAGES.accountBlocked : ERROR_MESSAGES.sessionExpired;
          next(refuse(res, message));
        }
      },
      // Without Redis a logout or a block cannot be seen, so signed-in calls fail closed.
      (error: unknown) =>
        next(
          new AppError(503, ERROR_MESSAGES.serviceUnavailable, {
            code: 'SESSION_STORE_UNAVAILABLE',
            cause: error,
          }),
        ),
    );
  };
}
