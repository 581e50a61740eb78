import { dealerTreeResponseSchema } from '@ghar/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminDealerKeys } from './query-keys';

// GET /admin/dealer-tree (data.data list of root nodes, level 1 = under the company).
export const getDealerTree = async (signal?: AbortSignal) =>
  dealerTreeResponseSchema.parse(await api.get<unknown>('/admin/dealer-tree', { signal }));

export const useDealerTree = () =>
  useQuery({ queryKey: adminDealerKeys.tree, queryFn: ({ signal }) => getDealerTree(signal) });
