import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, useEffect } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { showFlashToast } from '../components/ui/toast/flash-toast';
import { setUnauthorizedHandler } from '../lib/api-client';
import { restoreSession } from '../lib/auth/session';
import { createUnauthorizedHandler } from '../lib/auth/unauthorized';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import type { AppRouter } from './router';
import { AfterHydration } from '@/components/after-hydration';

// Toasts wait in their store until the toaster has loaded, after the page has hydrated.
const Toaster = lazy(async () => ({
  default: (await import('../components/ui/toast/toaster')).Toaster,
}));

// The server render (entry-server.tsx) passes its own clients: one query cache and one language
// per request. The browser uses the app's single ones.
type AppProviderProps = {
  router?: AppRouter;
  queryClient?: QueryClient;
  i18n?: I18n;
  children: ReactNode;
};

export const AppProvider = ({
  router,
  queryClient: client = queryClient,
  i18n: texts = i18n,
  children,
}: AppProviderProps) => {
  useEffect(() => {
    if (!router) return;
    setUnauthorizedHandler(
      createUnauthorizedHandler(
        (to) => router.navigate(to),
        () => router.state.location.pathname,
      ),
    );
    void restoreSession();
    showFlashToast();
  }, [router]);

  return (
    <I18nextProvider i18n={texts}>
      <QueryClientProvider client={client}>
        {children}
        <AfterHydration>
          <Toaster />
        </AfterHydration>
      </QueryClientProvider>
    </I18nextProvider>
  );
};
