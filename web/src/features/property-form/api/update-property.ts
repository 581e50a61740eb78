import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { editablePropertyKey } from './get-editable-property';

export const updateProperty = ({ id, body }: { id: string; body: FormData }) =>
  api.put<unknown>(`/properties/${encodeURIComponent(id)}`, body);

export const useUpdateProperty = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProperty,
    // Every cached view of listings (search pages, detail, owner lists) may show the old text.
    onSuccess: async (_saved, { id }) => {
      queryClient.removeQueries({ queryKey: editablePropertyKey(id) });
      await queryClient.invalidateQueries({ queryKey: ['properties'] });
    },
  });
};
