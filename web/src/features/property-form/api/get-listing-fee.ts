import { BUSINESS_DEFAULTS } from '@ghar/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const commissionDefaults = BUSINESS_DEFAULTS.commission;

// GET /properties/listing-fee: the fee and the UPI payee come from the listings service's
// configuration; a commission term it leaves out reads as the business default (DESIGN §6).
export const listingFeeSchema = z.object({
  amount: z.number().positive(),
  currency: z.literal('INR').catch('INR'),
  upiId: z.string().min(1),
  payeeName: z.string().min(1),
  commissionStructure: z
    .object({
      salePercent: z.number().catch(commissionDefaults.salePercent),
      rentRule: z.string().catch(commissionDefaults.rentRule),
      rentPercentOfFirstMonth: z.number().catch(commissionDefaults.rentPercentOfFirstMonth),
    })
    .partial()
    .catch({})
    .transform((given) => ({ ...commissionDefaults, ...given })),
});
export type ListingFee = z.output<typeof listingFeeSchema>;

export const getListingFee = async (signal?: AbortSignal): Promise<ListingFee> =>
  listingFeeSchema.parse(await api.get<unknown>('/properties/listing-fee', { signal }));

export const useListingFee = () =>
  useQuery({
    queryKey: ['properties', 'listing-fee'],
    queryFn: ({ signal }) => getListingFee(signal),
    staleTime: 5 * 60_000,
  });
