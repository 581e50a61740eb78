import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const deleteListing = (id: string): Promise<unknown> =>
  api.delete(`/properties/${encodeURIComponent(id)}`);

// Every list of listings (the owner's, search pages) is read again without the deleted one.
export const useDeleteListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['properties'] }),
  });
};
