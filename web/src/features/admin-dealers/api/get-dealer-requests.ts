import { dealerRequestsResponseSchema } from '@ghar/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminDealerKeys } from './query-keys';

// GET /admin/dealer-requests (data.data list, newest first, spec part 2 §7). Every request is
// read at once: the page counts them all and filters them as the admin types.
export const getDealerRequests = async (signal?: AbortSignal) =>
  dealerRequestsResponseSchema.parse(await api.get<unknown>('/admin/dealer-requests', { signal }));

export const useDealerRequests = () =>
  useQuery({
    queryKey: adminDealerKeys.requests,
    queryFn: ({ signal }) => getDealerRequests(signal),
  });
