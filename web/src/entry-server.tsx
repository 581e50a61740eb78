// The gateway's server render of the pages visitors land on (home, search, a listing): their
// real HTML arrives first, so the first paint and the largest one do not wait for the scripts;
// main.tsx then hydrates it. Built by `vite build --ssr` into dist-ssr (see vite.config.ts) and
// imported by gateway/src/web/server-render.ts.
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { loadFirstData, loadPublicSettings } from './app/ssr/first-data';
import type { ServerGet } from './app/ssr/first-data';
import { escapeHtml, scriptJson } from './app/ssr/head';
import { pageHead, shellHead } from './app/ssr/page-head';
import { SSR_STATE_ID } from './app/ssr/state';
import type { SsrState } from './app/ssr/state';
import '@/features/properties/i18n';
import { LANGUAGE_PARAM, cookieLanguage, i18n, isLanguage, loadLanguage } from './lib/i18n';
import type { Language } from './lib/i18n';
export { PRIVATE_PATHS } from './app/ssr/page-head';

export type { ServerGet };

export type RenderRequest = {
  /** Path and query of the page, e.g. `/properties?city=Jaipur`. */
  url: string;
  /** The request's Cookie header: the reader's language (lib/i18n.ts LANGUAGE_COOKIE). */
  cookie?: string;
  /** The site's origin for absolute links (canonical, Open Graph), e.g. https://ghar.example. */
  origin: string;
  get: ServerGet;
  /** GET /api/settings's answer (the footer's support contacts); the defaults without it. */
  settings?: () => Promise<unknown>;
};

export type RenderedPage = {
  lang: string;
  /** 404 for a missing listing or an unknown route (the browser shows its not-found view). */
  status: 200 | 404;
  /**
   * Goes inside `<div id="root">`; empty for a page the browser renders itself (the shell with
   * this head: private pages, an unknown route, a missing listing).
   */
  html: string;
  /**
   * Goes at the end of `<head>`, in place of index.html's title and description: the page's
   * title, description, canonical, alternates, preview cards, JSON-LD, the lead photo's preload
   * and the state for hydration.
   */
  head: string;
};

const handler = createStaticHandler(routes);

/**
 * The language a page is rendered in (part of the gateway's cache key): the URL's `?lang=hi`
 * (a link shared or found in that language), else the reader's cookie, else English.
 */
export const pageLanguage = (cookie: string | undefined, url = '/'): Language => {
  const fromUrl = new URL(url, 'http://ghar.local').searchParams.get(LANGUAGE_PARAM);
  return isLanguage(fromUrl) ? fromUrl : (cookieLanguage(cookie) ?? 'en');
};

/**
 * Renders a page: server-rendered markup for home, search and a listing; for any other page the
 * head alone (the browser renders the rest), with 404 for an unknown route or a missing listing.
 * Throws when the data or the render fails: the gateway logs it and sends the plain shell.
 */
export const render = async ({
  url,
  cookie,
  origin,
  get,
  settings,
}: RenderRequest): Promise<RenderedPage> => {
  const address = new URL(url, 'http://ghar.local');
  const language = pageLanguage(cookie, url);
  // Server-side queries never retry or refetch: the browser takes over after hydration.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const [firstData] = await Promise.all([
    loadFirstData(address, language, client, get),
    loadLanguage(language),
    loadPublicSettings(client, settings),
  ]);
  // One language per request; the texts themselves are shared by every clone.
  const texts = i18n.cloneInstance({ lng: language });
  if (!firstData || firstData.page.kind === 'missing') {
    const shell = shellHead(texts, { language, origin, url: address }, firstData?.page);
    return { lang: language, status: shell.status, html: '', head: shell.head };
  }

  const context = await handler.query(new Request(address));
  // A redirect or a route's own answer is not a page to render here.
  if (context instanceof Response) throw new Error(`route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const html = renderToString(
    <StrictMode>
      <AppProvider queryClient={client} i18n={texts}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  const state: SsrState = { language, queries: dehydrate(client) };
  const preload = firstData.leadImage
    ? `<link rel="preload" as="image" type="image/webp" fetchpriority="high" href="${escapeHtml(firstData.leadImage)}">`
    : '';
  const head = pageHead(texts, { language, origin, url: address }, firstData.page);
  return {
    lang: language,
    status: 200,
    html,
    head: `${head}${preload}<script type="application/json" id="${SSR_STATE_ID}">${scriptJson(state)}</script>`,
  };
};
