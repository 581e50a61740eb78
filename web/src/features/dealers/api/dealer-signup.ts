import type { DealerSignupBody } from '@ghar/contracts/http';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type DealerSignupRequest = DealerSignupBody & { aadhaarImage: File | null };

// POST /auth/dealer-signup: multipart, as the Aadhaar card image travels with the form. The
// account is created as a USER with a PENDING dealer application.
export const dealerSignup = (input: DealerSignupRequest): Promise<unknown> => {
  const form = new FormData();
  form.set('name', input.name);
  form.set('email', input.email);
  form.set('mobile', input.mobile);
  form.set('password', input.password);
  if (input.aadhaar) form.set('aadhaar', input.aadhaar);
  if (input.referralCode) form.set('referralCode', input.referralCode);
  if (input.aadhaarImage) form.set('aadhaarImage', input.aadhaarImage);
  return api.post('/auth/dealer-signup', form, { skipUnauthorizedHandler: true });
};

export const useDealerSignup = () => useMutation({ mutationFn: dealerSignup });
