import { listingFeeInfoSchema } from '@ghar/contracts';
import type { ListingFeeInfo } from '@ghar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ListingFee = ListingFeeInfo;

// GET /properties/listing-fee: the fee, the UPI payee and the commission terms, from the listings
// service's configuration.
export const getListingFee = async (signal?: AbortSignal): Promise<ListingFee> =>
  listingFeeInfoSchema.parse(await api.get<unknown>('/properties/listing-fee', { signal }));

export const useListingFee = () =>
  useQuery({
    queryKey: ['property-form', 'listing-fee'],
    queryFn: ({ signal }) => getListingFee(signal),
    staleTime: 5 * 60_000,
  });
