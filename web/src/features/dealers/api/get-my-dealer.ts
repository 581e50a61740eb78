import { myDealerSchema } from '@ghar/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const myDealerQueryKey = ['dealers', 'me'] as const;

// GET /dealers/me: the caller's latest application with its figures, or null when they never
// applied. The account's own `dealer` field is fed by events and has no commission; this is
// the dealers service's own answer.
export const getMyDealer = async (signal?: AbortSignal) =>
  myDealerSchema.parse(await api.get<unknown>('/dealers/me', { signal }));

export const useMyDealer = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: myDealerQueryKey, queryFn: ({ signal }) => getMyDealer(signal), enabled });
