import { existsSync } from 'node:fs';
import { basename, extname, join, resolve, sep } from 'node:path';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { robotsTxt } from './robots';
import { requestOrigin } from './server-render';
import type { PageRenderer, RenderedHtml } from './server-render';

/** Vite puts content-hashed files under assets/: their name changes whenever their bytes do. */
const HASHED_ASSET = /[\\/]assets[\\/]/;

/** The web build writes `<file>.br` and `<file>.gz` next to each text asset (web/build/precompress.ts). */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The site's link-preview card: preview clients (WhatsApp, crawlers) keep it a day. */
const PREVIEW_CARD = 'og-image.jpg';

function setCacheHeaders(res: Response, filePath: string): void {
  if (HASHED_ASSET.test(filePath)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else if (basename(filePath) === PREVIEW_CARD) {
    res.setHeader('Cache-Control', 'public, max-age=86400');
  } else {
    // index.html and unhashed files must be revalidated so a deploy is seen at once.
    res.setHeader('Cache-Control', 'no-cache');
  }
}

/** Which encodings the browser takes (a `;q=0` refuses one), in the server's order of preference. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** The file a URL path names inside root, or undefined for a malformed or escaping path. */
function fileUnder(root: string, urlPath: string): string | undefined {
  try {
    const file = resolve(root, `.${decodeURIComponent(urlPath)}`);
    return file.startsWith(root + sep) ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Answers a request for a static file with its precompressed twin when the browser accepts one,
 * so the gateway spends no CPU compressing on each request. Only files the build compressed have
 * twins; everything else falls through to express.static.
 */
function servePrecompressed(root: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !extname(req.path)) {
      next();
      return;
    }
    const file = fileUnder(root, req.path);
    if (!file || !existsSync(file)) {
      next();
      return;
    }
    const hasTwin = ENCODINGS.some(({ suffix }) => existsSync(file + suffix));
    if (hasTwin) res.vary('Accept-Encoding');
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const encoding = ENCODINGS.find(
      ({ name, suffix }) => accepted.has(name) && existsSync(file + suffix),
    );
    if (!encoding) {
      next();
      return;
    }
    setCacheHeaders(res, file);
    res.setHeader('Content-Encoding', encoding.name);
    // The type is the original file's, not that of `.br`/`.gz`.
    res.type(extname(file));
    res.sendFile(file + encoding.suffix, { lastModified: true }, (error) => {
      if (error) next(error);
    });
  };
}

/** A server-rendered page, compressed as the browser takes it; it varies with the language cookie. */
function sendRendered(req: Request, res: Response, page: RenderedHtml): void {
  res.status(page.status);
  res.vary('Accept-Encoding');
  res.vary('Cookie');
  res.setHeader('Cache-Control', 'no-cache');
  res.type('html');
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  const encoding = ENCODINGS.find(({ name }) => accepted.has(name))?.name;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity);
}

/**
 * Serves the built SPA and answers client-side routes (/login, /property/42 …) with index.html,
 * or with the page's server render (server-render.ts) when `render` gives one.
 * Returns undefined when there is no build to serve (development uses Vite's server).
 */
export function serveSpa(
  distDir: string | undefined,
  render?: (distDir: string) => PageRenderer | undefined,
  publicOrigin?: string,
): Router | undefined {
  if (!distDir) return undefined;
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) return undefined;

  const renderPage = render?.(root);

  const router = Router();
  router.get('/robots.txt', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain');
    res.send(robotsTxt(requestOrigin(req, publicOrigin), renderPage?.privatePaths() ?? []));
  });
  router.use(servePrecompressed(root));
  router.use(
    express.static(root, { index: false, setHeaders: setCacheHeaders, fallthrough: true }),
  );
  router.use(async (req, res, next) => {
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.path.startsWith('/api/') &&
      !req.path.startsWith('/uploads/') &&
      // A missing /assets/app-1234.js must be a 404, not HTML the browser tries to run.
      !basename(req.path).includes('.') &&
      req.accepts(['html', 'json']) === 'html';
    if (!isPage) {
      next();
      return;
    }
    const page = req.method === 'GET' && renderPage ? await renderPage(req) : undefined;
    if (page) {
      sendRendered(req, res, page);
      return;
    }
    res.sendFile(indexFile, { headers: { 'Cache-Control': 'no-cache' } }, (error) => {
      if (error) next(error);
    });
  });
  return router;
}
