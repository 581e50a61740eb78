import type { ChangePasswordBody } from '@ghar/contracts/http';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The server ends the user's other sessions; this one stays.
export const changePassword = (body: ChangePasswordBody): Promise<unknown> =>
  api.put('/auth/password', body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
