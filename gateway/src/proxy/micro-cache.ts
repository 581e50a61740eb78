import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { readCookie } from '@ghar/platform';
import type { RequestHandler, Response } from 'express';

export interface MicroCacheOptions {
  /** The session cookie: a request presenting it is a signed-in one, never served from here. */
  cookieName: string;
  /** Longest an answer is kept, whatever the service allowed (0 turns the cache off). */
  maxAgeMs: number;
  maxEntries: number;
  /** Bodies kept at most, all entries together; a larger single answer is not kept. */
  maxBytes: number;
  now?: () => number;
}

interface Entry {
  status: number;
  /** Every header the gateway sent with the answer (its security headers too), but per-exchange ones. */
  headers: [string, string | number | string[]][];
  body: Buffer;
  etag?: string;
  storedAt: number;
  expiresAt: number;
  /** The request headers the answer varies by, as the request that filled it sent them. */
  vary: [string, string | undefined][];
}

declare module 'express-serve-static-core' {
  interface Locals {
    /** Set when the answer to this request may be kept (see capture). */
    microCache?: { key: string; generation: number; headers: IncomingHttpHeaders };
  }
}

/** Headers that describe one connection or one exchange, not the answer. */
const NOT_KEPT = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'x-request-id',
  'set-cookie',
]);
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;

const headerOf = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** How long a shared cache may keep an answer (s-maxage, else max-age), or 0 when it may not. */
export function sharedMaxAgeMs(cacheControl: string | undefined): number {
  if (!cacheControl) return 0;
  const directives = new Map(
    cacheControl.split(',').map((part) => {
      const [name = '', value] = part.trim().toLowerCase().split('=');
      return [name, value?.replace(/"/g, '')];
    }),
  );
  if (!directives.has('public')) return 0;
  if (['private', 'no-store', 'no-cache'].some((name) => directives.has(name))) return 0;
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

const matchesEtag = (ifNoneMatch: string | undefined, etag: string | undefined) =>
  etag !== undefined &&
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');

/**
 * A standard HTTP micro-cache for public answers (RFC 9111 shared cache, kept briefly): a
 * visitor's GET is answered from memory when the service marked the same URL's answer
 * `public` with a max-age (s-maxage first), for at most `maxAgeMs`. Never for a request that
 * presents a session (cookie or Authorization), so signed-in answers and owner lists always
 * reach the service; never for an answer that sets a cookie, varies by `*` or is not a 200.
 * Any write through this gateway empties it, so a listing written here is found at once; a
 * write elsewhere shows within `maxAgeMs`.
 */
export function createMicroCache(options: MicroCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // Bumped by every write: an answer fetched before a write finished is not kept after it.
  let generation = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  };
  const clear = () => {
    generation += 1;
    entries.clear();
    bytes = 0;
  };
  const anonymous = (req: IncomingMessage) =>
    req.headers.authorization === undefined &&
    readCookie(req.headers.cookie, options.cookieName) === undefined;

  const store = (key: string, entry: Entry) => {
    drop(key);
    if (entry.body.length > options.maxBytes) return;
    entries.set(key, entry);
    bytes += entry.body.length;
    // Oldest first (insertion order).
    for (const oldKey of entries.keys()) {
      if (entries.size <= options.maxEntries && bytes <= options.maxBytes) break;
      drop(oldKey);
    }
  };

  /** The fresh entry a visitor's GET of `key` may be answered with, if any (drops a stale one). */
  const lookup = (req: IncomingMessage, key: string, at: number): Entry | undefined => {
    if (options.maxAgeMs <= 0 || req.method !== 'GET' || !anonymous(req)) return undefined;
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= at) {
      drop(key);
      return undefined;
    }
    return entry.vary.every(([name, value]) => headerOf(req.headers, name) === value)
      ? entry
      : undefined;
  };

  const answer = (req: IncomingMessage, res: ServerResponse, entry: Entry, at: number) => {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader('age', String(Math.floor((at - entry.storedAt) / 1000)));
    if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.statusCode = entry.status;
    res.setHeader('content-length', entry.body.length);
    res.end(entry.body);
  };

  let hits = 0;

  /**
   * The first thing the gateway does with a request: a visitor's GET of a kept answer is answered
   * here, before the security headers, the request log and the router run again for it (the kept
   * answer already carries the headers they set). This is what lets one gateway core serve a busy
   * search page; hits are counted (`hits`) instead of logged one line each.
   */
  const answerEarly: RequestHandler = (req, res, next) => {
    const key = req.originalUrl;
    if (!key.startsWith('/api/')) return next();
    const at = now();
    const entry = lookup(req, key, at);
    if (!entry) return next();
    const incoming = req.headers['x-request-id'];
    res.setHeader(
      'x-request-id',
      typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID(),
    );
    hits += 1;
    answer(req, res, entry, at);
  };

  /**
   * Behind the request log: a write empties the cache; a visitor's GET that was not answered early
   * is marked so that capture may keep the answer.
   */
  const serve: RequestHandler = (req, res, next) => {
    if (options.maxAgeMs <= 0) return next();
    if (!SAFE.has(req.method)) {
      clear();
      res.once('finish', clear);
      return next();
    }
    if (req.method !== 'GET' || !anonymous(req)) return next();
    const key = req.originalUrl;
    const at = now();
    const entry = lookup(req, key, at);
    if (entry) {
      answer(req, res, entry, at);
      return;
    }
    res.locals.microCache = { key, generation, headers: req.headers };
    next();
  };

  /** Keeps a service's answer to a marked request when it is public (see serve). */
  const capture = (proxyRes: IncomingMessage, res: Response) => {
    const marked = res.locals.microCache;
    if (!marked || proxyRes.statusCode !== 200 || proxyRes.headers['set-cookie']) return;
    const ttl = Math.min(options.maxAgeMs, sharedMaxAgeMs(proxyRes.headers['cache-control']));
    const varyHeader = proxyRes.headers.vary;
    if (ttl <= 0 || varyHeader?.includes('*')) return;
    const vary = (varyHeader ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean)
      .map((name): [string, string | undefined] => [name, headerOf(marked.headers, name)]);
    const chunks: Buffer[] = [];
    let size = 0;
    proxyRes.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= options.maxBytes) chunks.push(chunk);
    });
    proxyRes.once('end', () => {
      if (size > options.maxBytes || marked.generation !== generation) return;
      // What the caller got: the service's headers over the gateway's own (security headers).
      const headers = Object.entries(res.getHeaders()).filter(
        (pair): pair is [string, string | number | string[]] =>
          pair[1] !== undefined && !NOT_KEPT.has(pair[0]) && pair[0] !== 'age',
      );
      const storedAt = now();
      store(marked.key, {
        status: 200,
        headers,
        body: Buffer.concat(chunks, size),
        etag: proxyRes.headers.etag,
        storedAt,
        expiresAt: storedAt + ttl,
        vary,
      });
    });
  };

  return {
    answerEarly,
    serve,
    capture,
    clear,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    /** Answers given by answerEarly since start. */
    get hits() {
      return hits;
    },
  };
}

export type MicroCache = ReturnType<typeof createMicroCache>;
