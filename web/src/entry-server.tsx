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
import { loadFirstData } from './app/ssr/first-data';
import type { ServerGet } from './app/ssr/first-data';
import { SSR_STATE_ID } from './app/ssr/state';
import type { SsrState } from './app/ssr/state';
import { cookieLanguage, i18n, loadLanguage } from './lib/i18n';

export type { ServerGet };

export type RenderRequest = {
  /** Path and query of the page, e.g. `/properties?city=Jaipur`. */
  url: string;
  /** The request's Cookie header: the reader's language (lib/i18n.ts LANGUAGE_COOKIE). */
  cookie?: string;
  get: ServerGet;
};

export type RenderedPage = {
  lang: string;
  /** Goes inside `<div id="root">`. */
  html: string;
  /** Goes at the end of `<head>`: the lead photo's preload and the state for hydration. */
  head: string;
};

const handler = createStaticHandler(routes);

/** The language a page is rendered in for this Cookie header (the gateway's cache key). */
export const pageLanguage = (cookie: string | undefined) => cookieLanguage(cookie) ?? 'en';

/** JSON inside a `<script type="application/json">`: nothing in it can end the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Renders a page, or answers undefined when the page is not one rendered on the server (the
 * gateway then sends the SPA shell). Throws when the data or the render fails: the gateway
 * logs it and sends the shell too.
 */
export const render = async ({
  url,
  cookie,
  get,
}: RenderRequest): Promise<RenderedPage | undefined> => {
  const address = new URL(url, 'http://ghar.local');
  const language = pageLanguage(cookie);
  // Server-side queries never retry or refetch: the browser takes over after hydration.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const [firstData] = await Promise.all([
    loadFirstData(address, language, client, get),
    loadLanguage(language),
  ]);
  if (!firstData) return undefined;

  const context = await handler.query(new Request(address));
  // A redirect or a route's own answer is not a page to render here.
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  // One language per request; the texts themselves are shared by every clone.
  const texts = i18n.cloneInstance({ lng: language });

  const html = renderToString(
    <StrictMode>
      <AppProvider queryClient={client} i18n={texts}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  const state: SsrState = { language, queries: dehydrate(client) };
  const preload = firstData.leadImage
    ? `<link rel="preload" as="image" type="image/webp" fetchpriority="high" href="${attribute(firstData.leadImage)}">`
    : '';
  return {
    lang: language,
    html,
    head: `${preload}<script type="application/json" id="${SSR_STATE_ID}">${scriptJson(state)}</script>`,
  };
};
