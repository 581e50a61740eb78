import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminUsersKey } from './admin-user';
import type { AdminUser } from './admin-user';
import type { UsersPage } from './get-users';

// Every loaded page shows a change at once from the answer, then refreshes from the server
// (a new user appears when its page is fetched again).
export const useUsersChanged = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (change: { saved?: AdminUser; removedId?: string }) => {
      queryClient.setQueriesData<UsersPage>({ queryKey: adminUsersKey }, (page) => {
        if (!page) return page;
        const { saved, removedId } = change;
        if (removedId) return { ...page, users: page.users.filter((u) => u.id !== removedId) };
        if (!saved) return page;
        return { ...page, users: page.users.map((u) => (u.id === saved.id ? saved : u)) };
      });
      void queryClient.invalidateQueries({ queryKey: adminUsersKey });
    },
    [queryClient],
  );
};
