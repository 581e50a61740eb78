import type { SignupBody } from '@ghar/contracts/http';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SignupInput = SignupBody & { aadhaarImage: File | null };

// Multipart, as the Aadhaar card image travels with the form.
export const signup = (input: SignupInput): Promise<unknown> => {
  const form = new FormData();
  form.set('name', input.name);
  form.set('email', input.email);
  form.set('mobile', input.mobile);
  form.set('password', input.password);
  form.set('aadhaar', input.aadhaar);
  if (input.aadhaarImage) form.set('aadhaarImage', input.aadhaarImage);
  return api.post('/auth/signup', form, { skipUnauthorizedHandler: true });
};

export const useSignup = () => useMutation({ mutationFn: signup });
