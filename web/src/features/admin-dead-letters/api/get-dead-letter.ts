import { deadLetterSchema } from '@ghar/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { deadLetterKeys } from './query-keys';

// GET /api/admin/dead-letters/:id: the whole record, value and headers included.
export const getDeadLetter = async (id: string, signal?: AbortSignal) =>
  deadLetterSchema.parse(
    await api.get<unknown>(`/admin/dead-letters/${encodeURIComponent(id)}`, { signal }),
  );

export const useDeadLetter = (id: string | null) =>
  useQuery({
    queryKey: deadLetterKeys.one(id ?? ''),
    queryFn: ({ signal }) => getDeadLetter(id!, signal),
    enabled: id !== null,
  });
