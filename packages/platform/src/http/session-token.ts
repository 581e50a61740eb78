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

/**
 * The session token a request presents: API clients send `Authorization: Bearer`, the browser
 * the httpOnly cookie, and an explicit header wins as what this call chose to present. The
 * gateway verifies and auth logs out the same token because both read it here.
 */
export function presentedSessionToken(
  headers: { authorization?: string; cookie?: string },
  cookieName: string,
): string | undefined {
  const bearer = headers.authorization && BEARER.exec(headers.authorization)?.[1];
  return bearer || readCookie(headers.cookie, cookieName);
}
