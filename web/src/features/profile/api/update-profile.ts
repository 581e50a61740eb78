import type { ProfileUpdateBody } from '@ghar/contracts/http';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountOf } from './account';
import type { Account } from './account';
import { useAccountSaved } from './use-account-saved';

export const updateProfile = async (body: ProfileUpdateBody): Promise<Account> =>
  accountOf(await api.put('/auth/profile', body));

export const useUpdateProfile = () => {
  const saved = useAccountSaved();
  return useMutation({ mutationFn: updateProfile, onSuccess: saved });
};
