import type { AdminCreateUserBody } from '@ghar/contracts/http';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userFrom } from './admin-user';
import type { AdminUser } from './admin-user';
import { useUsersChanged } from './use-users-changed';

export const createUser = async (body: AdminCreateUserBody): Promise<AdminUser> =>
  userFrom(await api.post('/admin/users', body));

export const useCreateUser = () => {
  const changed = useUsersChanged();
  return useMutation({ mutationFn: createUser, onSuccess: (saved) => changed({ saved }) });
};
