import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../components/ui/toast/toast-store';
import { paths } from '../../config/paths';
import { api } from '../api-client';
import { authStore } from './auth-store';

export const useLogout = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await api.post('/auth/logout', undefined, { skipUnauthorizedHandler: true });
    } catch {
      // Signing out must always work for the person at the screen, server or not.
    }
    // Leave first: a guarded screen still on display would otherwise send the now signed-out
    // person to /login instead of home.
    await navigate(paths.home.getHref());
    authStore.signOut();
    queryClient.clear();
    toast.success(t('toast.loggedOut'));
  }, [navigate, queryClient, t]);
};
