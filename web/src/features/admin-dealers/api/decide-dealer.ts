import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminDealerKeys } from './query-keys';

export type DealerDecision = 'approve' | 'reject';

// PUT /admin/dealer-requests/{id}/approve|reject (only PENDING; 409 otherwise).
export const decideDealer = ({ id, decision }: { id: string; decision: DealerDecision }) =>
  api.put<unknown>(`/admin/dealer-requests/${encodeURIComponent(id)}/${decision}`);

export const useDecideDealer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDealer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminDealerKeys.all }),
  });
};
