import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userFrom } from './admin-user';
import type { AdminUser } from './admin-user';
import { useUsersChanged } from './use-users-changed';

export type UserImageSlot = 'profilePic' | 'aadhaarImage';

const endpoint: Record<UserImageSlot, string> = {
  profilePic: 'profile-picture',
  aadhaarImage: 'aadhaar-image',
};

export const uploadUserImage = async ({
  id,
  slot,
  file,
}: {
  id: string;
  slot: UserImageSlot;
  file: File;
}): Promise<AdminUser> => {
  const form = new FormData();
  form.set(slot, file);
  return userFrom(await api.post(`/admin/users/${encodeURIComponent(id)}/${endpoint[slot]}`, form));
};

export const useUploadUserImage = () => {
  const changed = useUsersChanged();
  return useMutation({ mutationFn: uploadUserImage, onSuccess: (saved) => changed({ saved }) });
};
