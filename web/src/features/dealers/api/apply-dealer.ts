import { dealerRequestSchema, type ApplyDealerBody } from '@ghar/contracts/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myDealerQueryKey } from './get-my-dealer';

// POST /auth/apply-dealer (signed-in USER): a PENDING application with its own referral code.
export const applyDealer = async (body: ApplyDealerBody) =>
  dealerRequestSchema.parse(await api.post<unknown>('/auth/apply-dealer', body));

export const useApplyDealer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyDealer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myDealerQueryKey }),
  });
};
