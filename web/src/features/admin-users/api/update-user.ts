import type { AdminUpdateUserBody } from '@ghar/contracts/http';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userFrom } from './admin-user';
import type { AdminUser } from './admin-user';
import { useUsersChanged } from './use-users-changed';

export const updateUser = async ({
  id,
  body,
}: {
  id: string;
  body: AdminUpdateUserBody;
}): Promise<AdminUser> => userFrom(await api.put(`/admin/users/${encodeURIComponent(id)}`, body));

export const useUpdateUser = () => {
  const changed = useUsersChanged();
  return useMutation({ mutationFn: updateUser, onSuccess: (saved) => changed({ saved }) });
};
