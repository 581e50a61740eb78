import { myCommissionsResponseSchema } from '@ghar/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// GET /dealers/my-commissions (DEALER only): the ledger, newest first.
export const getMyCommissions = async (signal?: AbortSignal) =>
  myCommissionsResponseSchema.parse(await api.get<unknown>('/dealers/my-commissions', { signal }));

export const useMyCommissions = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: ['dealers', 'my-commissions'],
    queryFn: ({ signal }) => getMyCommissions(signal),
    enabled,
  });
