import type { Request } from 'express';

/**
 * The caller's address, for per-IP limits: the gateway writes it as the one X-Forwarded-For
 * entry (the last one, should anything come before it); without the header, the TCP peer.
 */
export function callerIp(req: Pick<Request, 'headers' | 'socket'>): string {
  const header = req.headers['x-forwarded-for'];
  const last = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .pop();
  return last ?? req.socket.remoteAddress ?? 'unknown';
}
