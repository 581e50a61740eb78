import type { PaymentSource, PaymentStateChange } from '@ghar/contracts/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './query-keys';

export type PaymentMove = { source: PaymentSource; id: string } & PaymentStateChange;

// Each payment is moved by the service that owns it: listings for a listing fee, bookings for a
// booking (409 for a move its state does not allow, or when another admin moved it first).
const pathOf = ({ source, id }: Pick<PaymentMove, 'source' | 'id'>) =>
  source === 'LISTING_FEE'
    ? `/properties/${encodeURIComponent(id)}/fee-payment`
    : `/bookings/${encodeURIComponent(id)}/payment`;

export const movePayment = ({ source, id, state, note }: PaymentMove) =>
  api.put<unknown>(pathOf({ source, id }), { state, ...(note ? { note } : {}) });

export const useMovePayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: movePayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
};
