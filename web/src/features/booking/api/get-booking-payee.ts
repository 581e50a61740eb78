import { listingFeeInfoSchema } from '@ghar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// GET /properties/listing-fee names Ghar's UPI payee (upiId, payeeName, from the listings
// service's settings); the booking is paid to the same account.
export const getBookingPayee = async (signal?: AbortSignal) => {
  const { upiId, payeeName } = listingFeeInfoSchema.parse(
    await api.get<unknown>('/properties/listing-fee', { signal }),
  );
  return { upiId, payeeName };
};

export const useBookingPayee = () =>
  useQuery({
    queryKey: ['booking', 'payee'],
    queryFn: ({ signal }) => getBookingPayee(signal),
    staleTime: 5 * 60_000,
  });
