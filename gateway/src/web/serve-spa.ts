import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import express, { Router, type Response } from 'express';

/** Vite puts content-hashed files under assets/: their name changes whenever their bytes do. */
const HASHED_ASSET = /[\\/]assets[\\/]/;

function setCacheHeaders(res: Response, filePath: string): void {
  if (HASHED_ASSET.test(filePath)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    // index.html and unhashed files must be revalidated so a deploy is seen at once.
    res.setHeader('Cache-Control', 'no-cache');
  }
}

/**
 * Serves the built SPA and answers client-side routes (/login, /property/42 …) with index.html.
 * Returns undefined when there is no build to serve (development uses Vite's server).
 */
export function serveSpa(distDir: string | undefined): Router | undefined {
  if (!distDir) return undefined;
  const root = resolve(distDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) return undefined;

  const router = Router();
  router.use(
    express.static(root, { index: false, setHeaders: setCacheHeaders, fallthrough: true }),
  );
  router.use((req, res, next) => {
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
    res.sendFile(indexFile, { headers: { 'Cache-Control': 'no-cache' } }, (error) => {
      if (error) next(error);
    });
  });
  return router;
}
