import type { Role } from '@ghar/contracts/constants';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import type { Request, RequestHandler } from 'express';
import { forbidden, unauthorized } from '../errors/http-errors';
import { errorBody } from './envelope';
import type { Identity } from './express-augment';
import { verifyForwardedRequest } from './gateway-signature';

/**
 * Refuses any request the gateway did not sign, so identity headers can only come from a token the
 * gateway verified (docs/architecture.md, docs/identity-and-privacy.md).
 */
export function gatewayIdentity(signingSecret: string): RequestHandler {
  return (req, res, next) => {
    const result = verifyForwardedRequest(signingSecret, {
      method: req.method,
      path: req.originalUrl,
      headers: req.headers,
    });
    if (!result.ok) {
      req.log?.warn({ reason: result.reason }, 'unsigned or badly signed request refused');
      res.status(401).json(errorBody(ERROR_MESSAGES.gatewayRequired));
      return;
    }
    req.identity = { ...result.identity, role: result.identity.role as Role | undefined };
    next();
  };
}

export type SignedInIdentity = Required<Pick<Identity, 'userId' | 'email' | 'role'>> & Identity;

export function requireUser(req: Request): SignedInIdentity {
  const { identity } = req;
  if (!identity?.userId || !identity.email || !identity.role) throw unauthorized();
  return identity as SignedInIdentity;
}

export function requireAdmin(req: Request): SignedInIdentity {
  const identity = requireUser(req);
  if (identity.role !== 'ADMIN') throw forbidden();
  return identity;
}

/** The owner or an admin may act on a resource; anyone else gets 403. */
export function requireOwnerOrAdmin(req: Request, ownerId: string): SignedInIdentity {
  const identity = requireUser(req);
  if (identity.role !== 'ADMIN' && identity.userId !== ownerId) throw forbidden();
  return identity;
}
