import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Logger } from '@ghar/platform';
import type { Request } from 'express';
import type { CallService } from '../admin/call-service';

/** What web/src/entry-server.tsx exports (built into web/dist-ssr/entry-server.js). */
type ServerEntry = {
  render: (request: {
    url: string;
    cookie?: string;
    get: (path: string) => Promise<unknown>;
  }) => Promise<{ lang: string; html: string; head: string } | undefined>;
  pageLanguage: (cookie: string | undefined) => string;
};

/** A rendered page, with the compressed twins the browser may take. */
export type RenderedHtml = { identity: Buffer; br: Buffer; gzip: Buffer };

/** The page's HTML, or undefined: send the SPA shell (not a server-rendered page, or it failed). */
export type PageRenderer = ((req: Request) => Promise<RenderedHtml | undefined>) & {
  /** Settles once the server entry is loaded (or failed to load). */
  ready: Promise<void>;
};

export interface ServerRenderOptions {
  distDir: string;
  /** The built server entry; web/dist-ssr/entry-server.js beside distDir by default. */
  entryFile?: string;
  listings: string;
  callService: CallService;
  logger: Logger;
  /** Data and render together; past it the visitor gets the shell at once. */
  timeoutMs?: number;
  /** How long one rendering of a URL (per language) serves everyone: a visitor sees no session in it. */
  cacheMs: number;
  maxEntries?: number;
}

export const SERVER_RENDER_TIMEOUT_MS = 1_000;
const ROOT = '<div id="root"></div>';

/**
 * A rendered page is seen before any script runs, so its scripts must not compete with its
 * stylesheet and lead photo on a slow link: the app's entry and Vite's preloads are parked
 * (a type and a rel the browser ignores) and web/public/route-preload.js starts them, with the
 * page's route chunks, once the page has painted. The SPA shell loads them as Vite wrote them.
 */
const parkScripts = (template: string) =>
  template
    .replaceAll(
      '<script type="module" crossorigin src=',
      '<script type="ghar/after-paint" crossorigin src=',
    )
    .replaceAll(
      '<link rel="modulepreload" crossorigin href=',
      '<link rel="ghar-after-paint" crossorigin href=',
    );

const compress = (html: string): RenderedHtml => {
  const identity = Buffer.from(html);
  return {
    identity,
    // Fast settings: a page is compressed once per cache lifetime, on the request's path.
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(identity, { level: 6 }),
  };
};

/**
 * The server render of the pages visitors land on (web/src/entry-server.tsx decides which):
 * index.html with the page's markup in #root, its data for hydration and the lead photo's
 * preload. Undefined (the shell) when there is no server build, when the page is not one of
 * them, or when the data or the render fails or is late: the page is then as it was before.
 */
export function serverRenderer(options: ServerRenderOptions): PageRenderer | undefined {
  const entryFile = options.entryFile ?? join(options.distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entryFile)) return undefined;
  const template = parkScripts(readFileSync(join(options.distDir, 'index.html'), 'utf8'));
  if (!template.includes(ROOT)) return undefined;
  const timeoutMs = options.timeoutMs ?? SERVER_RENDER_TIMEOUT_MS;
  const maxEntries = options.maxEntries ?? 500;
  const cache = new Map<string, { at: number; page: RenderedHtml | undefined }>();
  // Loaded at start: a first visitor must not wait for (or time out on) the module's loading;
  // until it is there, pages are sent as the shell.
  let entry: ServerEntry | undefined;
  const ready = import(pathToFileURL(entryFile).href).then(
    (loaded: ServerEntry) => {
      entry = loaded;
    },
    (error: unknown) => options.logger.error({ err: error }, 'server render unavailable'),
  );

  const renderPage = async (
    { render }: ServerEntry,
    req: Request,
  ): Promise<RenderedHtml | undefined> => {
    const get = async (path: string) => {
      const result = await options.callService(options.listings, path, req, { timeoutMs });
      if (!result.ok) throw new Error(`listings ${path}: ${result.error}`);
      return result.data;
    };
    const page = await render({ url: req.originalUrl, cookie: req.headers.cookie, get });
    if (!page) return undefined;
    return compress(
      template
        .replace('<html lang="en">', `<html lang="${page.lang}">`)
        .replace('</head>', `${page.head}</head>`)
        .replace(ROOT, `<div id="root">${page.html}</div>`),
    );
  };

  const renderer = async (req: Request): Promise<RenderedHtml | undefined> => {
    if (!entry) return undefined;
    // The page is in the reader's language, so that is part of the key; nothing else of the
    // request is in it (everyone gets the visitor's page).
    const key = `${entry.pageLanguage(req.headers.cookie)} ${req.originalUrl}`;
    const cached = cache.get(key);
    if (cached && Date.now() - cached.at < options.cacheMs) return cached.page;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no page within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const page = await Promise.race([renderPage(entry, req), late]);
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
      cache.set(key, { at: Date.now(), page });
      return page;
    } catch (error) {
      options.logger.warn(
        { err: error, url: req.originalUrl },
        'server render failed; sent the SPA shell',
      );
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
  return Object.assign(renderer, { ready });
}
