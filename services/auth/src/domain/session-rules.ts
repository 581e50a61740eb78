const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** One cookie's value from a Cookie header; a malformed encoding is taken as absent. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const raw = part
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The session token the caller presented, read as the gateway reads it (Bearer first). */
export function presentedToken(
  headers: { authorization?: string; cookie?: string },
  cookieName: string,
): string | undefined {
  const bearer = headers.authorization && BEARER.exec(headers.authorization)?.[1];
  return bearer || readCookie(headers.cookie, cookieName);
}

/** Seconds a deleted user's denial has left (0: every token they held has expired). */
export function deletedDenialLeft(deletedAt: Date, denialSeconds: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deletedAt.getTime() + denialSeconds * 1000 - nowMs) / 1000));
}

/** Seconds a revocation must last: until the token would have expired anyway (at least 1). */
export function secondsUntil(expiresAtSeconds: number, nowMs: number): number {
  return Math.max(1, Math.ceil(expiresAtSeconds - nowMs / 1000));
}
