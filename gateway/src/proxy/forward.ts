import { Agent, type ClientRequest } from 'node:http';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { errorBody } from '@ghar/platform';
import type { Logger } from '@ghar/platform';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { MicroCache } from './micro-cache';
import { resolveProxyTarget, SERVICES, type ServiceName } from './routes';
import { signedHeadersFor } from './signed-identity';

export interface ForwardOptions {
  upstreams: Record<ServiceName, string>;
  signingSecret: string;
  /** Longest silence allowed from a service before the caller gets 503 (not applied to SSE). */
  timeoutMs: number;
  /** Idle time after which the gateway closes a pooled connection to a service (see config). */
  idleSocketMs: number;
  logger: Logger;
  /** Keeps public answers briefly (see micro-cache.ts). */
  microCache?: MicroCache;
}

declare module 'express-serve-static-core' {
  interface Locals {
    upstream?: ServiceName;
    /** req.ip, read before http-proxy appends its own X-Forwarded-For entry to the request. */
    callerIp?: string;
  }
}

/** Replaces whatever identity headers are on the outgoing request with signed ones. */
function setSignedIdentity(proxyReq: ClientRequest, res: Response, signingSecret: string): void {
  for (const name of proxyReq.getHeaderNames()) {
    if (name.startsWith('x-user-') || name.startsWith('x-gateway-')) proxyReq.removeHeader(name);
  }
  // Signed over proxyReq.path: exactly the request target the service will see.
  const headers = signedHeadersFor(
    signingSecret,
    { method: proxyReq.method, path: proxyReq.path },
    res.locals.session,
    res.req.requestId,
  );
  for (const [name, value] of Object.entries(headers)) proxyReq.setHeader(name, value);
}

/**
 * Server-sent events are long-lived and quiet between events: for those the idle timeout is lifted
 * and the head flushed at once, so the browser's EventSource opens before the first event.
 */
function keepEventStreamOpen(proxyReq: ClientRequest, res: Response): void {
  proxyReq.once('response', (proxyRes) => {
    if (!proxyRes.headers['content-type']?.startsWith('text/event-stream')) return;
    proxyReq.setTimeout(0);
    // http-proxy's own listener ran first: status and headers are copied, none written yet.
    res.setHeader('x-accel-buffering', 'no');
    if (!res.headersSent) res.flushHeaders();
  });
}

/**
 * A service may answer before it has read the body (a 401 or 403 for a large upload). Node's own
 * server then reads the rest and discards it; but a proxied request stops flowing once the
 * service's answer has ended, so the caller's upload stalls, its next request queues behind the
 * unread bytes, and the keep-alive timeout closes the socket under it (a reset, not an answer).
 * Once the answer is complete, the rest of the caller's body is drained here instead, and the
 * half-sent upstream request is dropped: its connection is in no state to be reused.
 */
function drainBodyAfterEarlyAnswer(proxyReq: ClientRequest, req: Request): void {
  proxyReq.once('response', (proxyRes) => {
    proxyRes.once('end', () => {
      if (req.complete) return;
      req.unpipe(proxyReq);
      req.resume();
      proxyReq.destroy();
    });
  });
}

/**
 * One proxy per service, sharing a keep-alive agent. Bodies stream through untouched (the gateway
 * has no body parser), so multipart uploads reach the service byte for byte.
 */
export function createForwarder(options: ForwardOptions): RequestHandler {
  // `timeout` is the idle limit of a pooled socket: the agent destroys a free socket when it fires
  // (a request in flight has http-proxy's proxyTimeout instead). Node's agent does not apply the
  // service's `Keep-Alive: timeout=` hint itself, so without it a socket was reused at the moment
  // the service closed it.
  const agent = new Agent({ keepAlive: true, maxFreeSockets: 64, timeout: options.idleSocketMs });
  const proxyFor = (service: ServiceName) =>
    createProxyMiddleware<Request, Response>({
      target: options.upstreams[service],
      agent,
      xfwd: true,
      proxyTimeout: options.timeoutMs,
      on: {
        proxyReq: (proxyReq, req, res) => {
          setSignedIdentity(proxyReq, res, options.signingSecret);
          // Only the caller's address as the gateway judged it (see TRUSTED_PROXY_HOPS): entries
          // a client wrote itself must not choose whose rate limit it spends.
          proxyReq.setHeader(
            'x-forwarded-for',
            res.locals.callerIp ?? req.socket.remoteAddress ?? '',
          );
          keepEventStreamOpen(proxyReq, res);
          drainBodyAfterEarlyAnswer(proxyReq, req);
          // A caller who goes away (a closed SSE tab) must not leave the service's stream open.
          res.once('close', () => {
            if (!res.writableFinished) proxyReq.destroy();
          });
        },
        proxyRes: (proxyRes, _req, res) => options.microCache?.capture(proxyRes, res),
        error: (error, req, res) => {
          const log = req.log ?? options.logger;
          const code = (error as NodeJS.ErrnoException).code;
          log.warn({ service, code }, 'upstream failed');
          if (!('writeHead' in res) || res.headersSent) {
            // Mid-response: cut the connection so the client sees a broken response, not a short one.
            res.destroy();
            return;
          }
          res.status(503).json(errorBody(ERROR_MESSAGES.serviceUnavailable));
        },
      },
    });
  const proxies = new Map(SERVICES.map((service) => [service, proxyFor(service)]));

  return (req, res, next) => {
    const service = res.locals.upstream;
    if (!service) {
      next();
      return;
    }
    res.locals.callerIp = req.ip;
    void proxies.get(service)!(req, res, next);
  };
}

/**
 * Picks the owner of the request and rewrites the URL to what that service expects; requests no
 * service owns continue down the stack (and end in the JSON 404 or the SPA).
 */
export const routeToUpstream: RequestHandler = (req, res, next) => {
  const target = resolveProxyTarget(req.originalUrl);
  if (!target) {
    next('router');
    return;
  }
  res.locals.upstream = target.service;
  req.url = target.forwardUrl;
  // Node already answered 100-continue; forwarding the header would also skip the signing hook.
  delete req.headers.expect;
  next();
};
