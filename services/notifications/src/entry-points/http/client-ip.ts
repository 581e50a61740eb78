import type { Request } from 'express';

/**
 * The caller's address as the gateway saw it: the gateway appends it as the last
 * X-Forwarded-For entry, and anything before it was written by the client.
 */
export function clientIp(req: Request): string {
  const header = req.headers['x-forwarded-for'];
  const list = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return list.at(-1) ?? req.socket.remoteAddress ?? 'unknown';
}
