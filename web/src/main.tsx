import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app';
import { routes } from './app/router';
import type { AppRouter } from './app/router';
import { withMatchedRoutesLoaded } from './app/ssr/loaded-routes';
import { hydrationEnds, hydrationStarts } from '@/hooks/use-client-value';
import { readSsrState } from './app/ssr/state';
import { hasStoredUser, restoreSession } from './lib/auth/session';
import { i18n, i18nReady } from './lib/i18n';
import { queryClient } from './lib/query-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The router loads the current route's lazy module before it counts as initialised; hydration
// must render that route, as the server did, not the loading screen.
const initialised = (router: AppRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

/**
 * Tells web/public/route-preload.js that the server's page is taken over: the press it kept
 * (before or during hydration) is pressed again now. Root effects run once the tree is hydrated.
 */
const AnnounceHydrated = ({ children }: { children: ReactNode }) => {
  useEffect(() => {
    hydrationEnds();
    // `<html data-live>`: the app runs the page now (browser tests wait for it after a load).
    document.documentElement.dataset.live = '';
    window.dispatchEvent(new Event('ghar:hydrated'));
  }, []);
  return children;
};

const routed = (router: AppRouter) => (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);

/** Lets the browser run what waits (a paint, a scroll, a press) before going on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const start = async () => {
  // A Hindi reader's texts arrive first, so the page never flashes English.
  await i18nReady;
  // The gateway rendered this page (home, search, a listing): take over its HTML with the data
  // it was rendered from, so nothing is fetched twice. A page rendered in another language than
  // the one this browser keeps is rendered afresh instead.
  // Someone signed in waits for the server's word on the session behind the loading screen, as
  // before; a visitor's state is known at once and is the one the server rendered.
  const ssr = readSsrState();
  const hydrating = Boolean(
    ssr && ssr.language === i18n.language && root.firstElementChild && !hasStoredUser(),
  );
  if (ssr && hydrating) {
    // Taking the page over is start-up work in pieces, each a task of its own, so that the
    // browser may paint, scroll and take presses between them (on a slow phone each is tens of
    // milliseconds; Lighthouse's total blocking time counts every task past 50 ms).
    await nextTask();
    // The router starts with the page's route modules loaded and hydration data (none: the
    // pages' data is react-query's): it takes the page as it is on screen and keeps the reader's
    // scroll (app/ssr/loaded-routes.ts).
    const loaded = await withMatchedRoutesLoaded(routes, location.pathname);
    await nextTask();
    const router = createBrowserRouter(loaded, { hydrationData: {} });
    await nextTask();
    void restoreSession();
    hydrate(queryClient, ssr.queries);
    await initialised(router);
    await nextTask();
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page. Presses meanwhile are held by
    // route-preload.js and the last one pressed again on 'ghar:hydrated'.
    window.dispatchEvent(new Event('ghar:hydrating'));
    hydrationStarts();
    startTransition(() => {
      hydrateRoot(root, <AnnounceHydrated>{routed(router)}</AnnounceHydrated>);
    });
    return;
  }
  const router = createBrowserRouter(routes);
  createRoot(root).render(<AnnounceHydrated>{routed(router)}</AnnounceHydrated>);
};

void start();
