import { myCommissionsResponseSchema, type CommissionEntry } from '@ghar/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Entries per page of GET /dealers/my-commissions (the service's page). */
const PAGE = 100;

// GET /dealers/my-commissions (DEALER only): the ledger, newest first, a page of 100 at a time
// (issue 24 item 3); the ledger page shows every entry and sums them, so every page is read.
export const getMyCommissions = async (signal?: AbortSignal): Promise<CommissionEntry[]> => {
  const entries: CommissionEntry[] = [];
  for (let page = 1; ; page += 1) {
    const batch = myCommissionsResponseSchema.parse(
      await api.get<unknown>('/dealers/my-commissions', { query: { page }, signal }),
    );
    entries.push(...batch);
    if (batch.length < PAGE) return entries;
  }
};

export const useMyCommissions = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: ['dealers', 'my-commissions'],
    queryFn: ({ signal }) => getMyCommissions(signal),
    enabled,
  });
