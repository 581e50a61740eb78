import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { api } from '../api-client';
import { authStore } from './auth-store';

const LOGOUT_TIMEOUT_MS = 5_000;

export const useLogout = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  // Resolves once React shows the next location. The router's promise settles earlier (it
  // renders in a transition), and a guarded screen still on display when the session ends
  // would send the now signed-out person to /login instead of home.
  const leftScreen = useRef<(() => void) | null>(null);
  useEffect(() => {
    leftScreen.current?.();
    leftScreen.current = null;
  }, [pathname]);

  return useCallback(async () => {
    try {
      // Short: the person waits on this, and the session ends in the browser either way.
      await api.post('/auth/logout', undefined, {
        skipUnauthorizedHandler: true,
        timeoutMs: LOGOUT_TIMEOUT_MS,
      });
    } catch {
      // Signing out must always work for the person at the screen, server or not.
    }
    if (pathname !== paths.home.path) {
      await new Promise<void>((resolve) => {
        leftScreen.current = resolve;
        void navigate(paths.home.getHref());
      });
    }
    authStore.signOut();
    queryClient.clear();
    toast.success(t('toast.loggedOut'));
  }, [navigate, pathname, queryClient, t]);
};
