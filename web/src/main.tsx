import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app';
import { routes } from './app/router';
import type { AppRouter } from './app/router';
import { withMatchedRoutesLoaded } from './app/ssr/loaded-routes';
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
    // `<html data-live>`: the app runs the page now (browser tests wait for it after a load).
    document.documentElement.dataset.live = '';
    window.dispatchEvent(new Event('ghar:hydrated'));
  }, []);
  return children;
};

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
  // Hydrating, the router starts with the page's route modules loaded and hydration data (none:
  // the pages' data is react-query's): it takes the page as it is on screen and keeps the
  // reader's scroll (app/ssr/loaded-routes.ts).
  const router = hydrating
    ? createBrowserRouter(await withMatchedRoutesLoaded(routes, location.pathname), {
        hydrationData: {},
      })
    : createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  if (ssr && hydrating) {
    void restoreSession();
    hydrate(queryClient, ssr.queries);
    await initialised(router);
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (a slow phone scrolls and types meanwhile;
    // Lighthouse's total blocking time). Presses meanwhile are held by route-preload.js and
    // the last one pressed again on 'ghar:hydrated'.
    window.dispatchEvent(new Event('ghar:hydrating'));
    startTransition(() => {
      hydrateRoot(root, <AnnounceHydrated>{app}</AnnounceHydrated>);
    });
    return;
  }
  createRoot(root).render(<AnnounceHydrated>{app}</AnnounceHydrated>);
};

void start();
