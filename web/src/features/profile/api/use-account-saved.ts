import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authStore } from '@/lib/auth/auth-store';
import { accountQueryKey } from './account';
import type { Account } from './account';

// After a change the screen, the header and the stored `user` show the server's new copy.
export const useAccountSaved = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (account: Account) => {
      queryClient.setQueryData(accountQueryKey, account);
      authStore.signIn(account);
    },
    [queryClient],
  );
};
