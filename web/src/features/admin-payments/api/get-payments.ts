import { paymentReconciliationSchema, type PaymentsQuery } from '@ghar/contracts/http';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentsSearch } from './payments-query';
import { paymentKeys } from './query-keys';

// GET /api/admin/payments?state=&source=&month= (the gateway merges listings' fees and bookings'
// payments, flags duplicate references and counts the refunds owed).
export const getPayments = async (filters: PaymentsQuery, signal?: AbortSignal) =>
  paymentReconciliationSchema.parse(
    await api.get<unknown>(`/admin/payments${paymentsSearch(filters)}`, { signal }),
  );

export const usePayments = (filters: PaymentsQuery) =>
  useQuery({
    queryKey: paymentKeys.list(filters),
    queryFn: ({ signal }) => getPayments(filters, signal),
    placeholderData: keepPreviousData,
  });
