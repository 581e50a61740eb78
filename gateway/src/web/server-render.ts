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
    origin: string;
    get: (path: string) => Promise<unknown>;
    settings?: () => Promise<unknown>;
  }) => Promise<{ lang: string; status: number; html: string; head: string }>;
  pageLanguage: (cookie: string | undefined, url: string) => string;
  /** Paths kept out of search engines (robots.txt's Disallow lines). */
  PRIVATE_PATHS: string[];
};

/** A rendered page, with the compressed twins the browser may take, and its HTTP status. */
export type RenderedHtml = { status: number; identity: Buffer; br: Buffer; gzip: Buffer };

/** The page's HTML, or undefined: send the SPA shell (not a server-rendered page, or it failed). */
export type PageRenderer = ((req: Request) => Promise<RenderedHtml | undefined>) & {
  /** Settles once the server entry is loaded (or failed to load). */
  ready: Promise<void>;
  /** The private paths robots.txt disallows, once the server entry is loaded. */
  privatePaths: () => string[] | undefined;
};

export interface ServerRenderOptions {
  distDir: string;
  /** The built server entry; web/dist-ssr/entry-server.js beside distDir by default. */
  entryFile?: string;
  listings: string;
  callService: CallService;
  /**
   * GET /api/settings's answer for this request: the footer's support contacts are rendered with
   * the admin's values, and the browser finds them in the page instead of fetching them and
   * rendering the footer again right after hydration.
   */
  settings?: (req: Request, timeoutMs: number) => Promise<unknown>;
  logger: Logger;
  /** The site's public origin for canonical and preview links; else the request's own. */
  publicOrigin?: string;
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

/** index.html's own title and description: a page's head brings its own. */
const withoutDefaultHead = (template: string) =>
  template.replace(/<title>[^<]*<\/title>/, '').replace(/<meta\s+name="description"[^>]*>/, '');

/** The origin links in a page point at: the configured one, or the one the request came to. */
export const requestOrigin = (req: Request, publicOrigin?: string): string =>
  publicOrigin ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;

const compress = (status: number, html: string): RenderedHtml => {
  const identity = Buffer.from(html);
  return {
    status,
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
  const shell = withoutDefaultHead(readFileSync(join(options.distDir, 'index.html'), 'utf8'));
  if (!shell.includes(ROOT)) return undefined;
  // A page rendered here paints before its scripts run; a page the browser renders (head only)
  // loads them as Vite wrote them.
  const template = parkScripts(shell);
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

  const { settings } = options;
  const renderPage = async (
    { render }: ServerEntry,
    req: Request,
  ): Promise<RenderedHtml | undefined> => {
    const get = async (path: string) => {
      const result = await options.callService(options.listings, path, req, { timeoutMs });
      // The status tells a missing listing (a 404 page) from a failure (the plain shell).
      if (!result.ok) {
        throw Object.assign(new Error(`listings ${path}: ${result.error}`), {
          status: result.status,
        });
      }
      return result.data;
    };
    const page = await render({
      url: req.originalUrl,
      cookie: req.headers.cookie,
      origin: requestOrigin(req, options.publicOrigin),
      get,
      ...(settings ? { settings: () => settings(req, timeoutMs) } : {}),
    });
    return compress(
      page.status,
      (page.html ? template : shell)
        .replace('<html lang="en">', `<html lang="${page.lang}">`)
        .replace('</head>', `${page.head}</head>`)
        .replace(ROOT, `<div id="root">${page.html}</div>`),
    );
  };

  const renderer = async (req: Request): Promise<RenderedHtml | undefined> => {
    if (!entry) return undefined;
    // The page is in the reader's language and links to its origin, so both are part of the
    // key; nothing else of the request is in it (everyone gets the visitor's page).
    const language = entry.pageLanguage(req.headers.cookie, req.originalUrl);
    const key = `${language} ${requestOrigin(req, options.publicOrigin)} ${req.originalUrl}`;
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
  return Object.assign(renderer, { ready, privatePaths: () => entry?.PRIVATE_PATHS });
}
