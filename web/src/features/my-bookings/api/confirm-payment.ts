import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// POST /bookings/confirm: the booker's own word that the payment of their PENDING booking was
// made (services/bookings README); it adds the 'paid' step to the booking's timeline.
export const confirmBookingPayment = (bookingId: string) =>
  api.post<unknown>('/bookings/confirm', { bookingId });

export const useConfirmBookingPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBookingPayment,
    // My Bookings and the admin list read keys under 'bookings'.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
};
