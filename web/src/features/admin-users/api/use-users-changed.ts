import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminUsersKey } from './admin-user';
import type { AdminUser } from './admin-user';

// The list shows a change at once from the answer, then refreshes from the server.
export const useUsersChanged = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (change: { saved?: AdminUser; removedId?: string }) => {
      queryClient.setQueryData<AdminUser[]>(adminUsersKey, (users) => {
        if (!users) return users;
        const { saved, removedId } = change;
        if (removedId) return users.filter((user) => user.id !== removedId);
        if (!saved) return users;
        const known = users.some((user) => user.id === saved.id);
        return known
          ? users.map((user) => (user.id === saved.id ? saved : user))
          : [saved, ...users];
      });
      void queryClient.invalidateQueries({ queryKey: adminUsersKey });
    },
    [queryClient],
  );
};
