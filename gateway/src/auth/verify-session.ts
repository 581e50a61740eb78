import { createSecretKey, type KeyObject } from 'node:crypto';
import type { Role } from '@ghar/contracts/constants';
import { sessionClaimsSchema } from '@ghar/contracts/session';
import jwt from 'jsonwebtoken';

export interface Session {
  userId: string;
  email: string;
  role: Role;
  jti: string;
}

export type SessionResult = { ok: true; session: Session } | { ok: false; reason: string };

/**
 * jsonwebtoken given a string first tries to parse it as a PEM public key and catches the failure,
 * on every call; a ready secret KeyObject skips that (it was most of the gateway's JWT cost).
 */
export function sessionKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}

/**
 * HS256 with our secret only: `alg: none`, RS/ES tokens and tokens signed with any other key are
 * refused by jsonwebtoken before a claim is read.
 */
export function verifySessionToken(token: string, key: KeyObject): SessionResult {
  let payload: unknown;
  try {
    payload = jwt.verify(token, key, { algorithms: ['HS256'] });
  } catch (error) {
    return { ok: false, reason: error instanceof jwt.TokenExpiredError ? 'expired' : 'invalid' };
  }
  const claims = sessionClaimsSchema.safeParse(payload);
  if (!claims.success) return { ok: false, reason: 'invalid claims' };
  const { sub, email, role, jti } = claims.data;
  return { ok: true, session: { userId: sub, email, role, jti } };
}
