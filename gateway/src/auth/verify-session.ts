import { createSecretKey, type KeyObject } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { sessionClaimsSchema, type Role } from '@ghar/contracts';
import jwt from 'jsonwebtoken';

export interface Session {
  userId: string;
  email: string;
  role: Role;
  jti: string;
}

export type SessionResult = { ok: true; session: Session } | { ok: false; reason: string };

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * API clients send `Authorization: Bearer`; the browser sends the httpOnly cookie. An explicit
 * header wins, as it is what this particular call chose to present.
 */
export function readSessionToken(
  headers: IncomingHttpHeaders,
  cookies: Record<string, unknown> | undefined,
  cookieName: string,
): string | undefined {
  const bearer = headers.authorization && BEARER.exec(headers.authorization)?.[1];
  if (bearer) return bearer;
  const cookie = cookies?.[cookieName];
  return typeof cookie === 'string' && cookie.length > 0 ? cookie : undefined;
}

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
