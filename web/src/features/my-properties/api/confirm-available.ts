import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// "Is this still available?" answered yes: the listing is back in search and asked again later.
export const confirmAvailable = (id: string): Promise<unknown> =>
  api.post(`/properties/${encodeURIComponent(id)}/confirm-available`);

export const useConfirmAvailable = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAvailable,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['properties'] }),
  });
};
