import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountOf } from './account';
import type { Account } from './account';
import { useAccountSaved } from './use-account-saved';

export type AccountImageSlot = 'profilePic' | 'aadhaarImage';

const endpoints: Record<AccountImageSlot, string> = {
  profilePic: '/auth/profile-picture',
  aadhaarImage: '/auth/aadhaar-image',
};

// The answer carries the new URL (profilePicUrl / aadhaarImageUrl) and the whole user.
export const uploadAccountImage = async ({
  slot,
  file,
}: {
  slot: AccountImageSlot;
  file: File;
}): Promise<Account> => {
  const form = new FormData();
  form.set(slot, file);
  return accountOf(await api.post(endpoints[slot], form));
};

export const useUploadAccountImage = () => {
  const saved = useAccountSaved();
  return useMutation({ mutationFn: uploadAccountImage, onSuccess: saved });
};
