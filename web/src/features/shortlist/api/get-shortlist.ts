import type { ShortlistPage } from '@ghar/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { shortlistKeys } from '@/components/listing/shortlist/shortlist-api';
import { api } from '@/lib/api-client';

/** A page of the signed-in user's saved homes, with each one's price and status now. */
export const useShortlistPage = (page: number) =>
  useQuery({
    queryKey: shortlistKeys.page(page),
    queryFn: ({ signal }) =>
      api.get<ShortlistPage>('/properties/shortlist/mine', { query: { page }, signal }),
    // Prices and statuses change while the user looks elsewhere: read again on every visit.
    staleTime: 0,
  });
