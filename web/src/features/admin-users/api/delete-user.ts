import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useUsersChanged } from './use-users-changed';

export const deleteUser = (id: string): Promise<unknown> =>
  api.delete(`/admin/users/${encodeURIComponent(id)}`);

export const useDeleteUser = () => {
  const changed = useUsersChanged();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_data, removedId) => changed({ removedId }),
  });
};
