import type { AdminPasswordBody } from '@ghar/contracts/http';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userFrom } from './admin-user';
import type { AdminUser } from './admin-user';
import { useUsersChanged } from './use-users-changed';

export const setUserPassword = async ({
  id,
  body,
}: {
  id: string;
  body: AdminPasswordBody;
}): Promise<AdminUser> =>
  userFrom(await api.put(`/admin/users/${encodeURIComponent(id)}/password`, body));

export const useSetUserPassword = () => {
  const changed = useUsersChanged();
  return useMutation({ mutationFn: setUserPassword, onSuccess: (saved) => changed({ saved }) });
};
