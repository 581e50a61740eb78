import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { showFlashToast } from '../components/ui/toast/flash-toast';
import { Toaster } from '../components/ui/toast/toaster';
import { setUnauthorizedHandler } from '../lib/api-client';
import { restoreSession } from '../lib/auth/session';
import { createUnauthorizedHandler } from '../lib/auth/unauthorized';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import type { AppRouter } from './router';

type AppProviderProps = { router: AppRouter; children: ReactNode };

export const AppProvider = ({ router, children }: AppProviderProps) => {
  useEffect(() => {
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
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
};
