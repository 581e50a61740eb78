import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { inquiryKeys } from './query-keys';

export const deleteInquiry = (id: string): Promise<{ id: string }> =>
  api.delete<{ id: string }>(`/inquiries/${encodeURIComponent(id)}`);

export const useDeleteInquiry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }),
  });
};
