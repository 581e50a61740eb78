import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userFrom } from './admin-user';
import type { AdminUser } from './admin-user';
import { useUsersChanged } from './use-users-changed';

// The server ends a blocked user's sessions; their next request is refused.
export const setUserBlocked = async ({
  id,
  blocked,
}: {
  id: string;
  blocked: boolean;
}): Promise<AdminUser> =>
  userFrom(
    await api.put(`/admin/users/${encodeURIComponent(id)}/${blocked ? 'block' : 'unblock'}`),
  );

export const useSetUserBlocked = () => {
  const changed = useUsersChanged();
  return useMutation({ mutationFn: setUserBlocked, onSuccess: (saved) => changed({ saved }) });
};
