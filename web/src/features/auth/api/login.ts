import { type LoginBody, authUserSchema } from '@ghar/contracts/http';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AuthUser } from '@/lib/auth/user';

// The session itself is the httpOnly cookie the answer sets; the user object is for display.
export const login = async (body: LoginBody): Promise<AuthUser> => {
  // A 401 here is a wrong password, not an ended session.
  const data = await api.post<{ user: unknown }>('/auth/login', body, {
    skipUnauthorizedHandler: true,
  });
  return authUserSchema.parse(data.user);
};

export const useLogin = () => useMutation({ mutationFn: login });
