import { ownerPropertySchema } from '@ghar/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const editablePropertyKey = (id: string) => ['property-form', 'edit', id] as const;

// The owner's (or an admin's) view: documents and mobile number included, so the edit form
// can show what is stored and keep or drop each file.
export const getEditableProperty = async (id: string, signal?: AbortSignal) =>
  ownerPropertySchema.parse(
    await api.get<unknown>(`/properties/${encodeURIComponent(id)}`, { signal }),
  );

export const useEditableProperty = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: editablePropertyKey(id),
    queryFn: ({ signal }) => getEditableProperty(id, signal),
    enabled,
    // The form starts from what is stored now, not from a copy read minutes ago.
    staleTime: 0,
    gcTime: 0,
  });
