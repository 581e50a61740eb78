import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type BookingRequest = {
  propertyId: string;
  paymentRef: string;
  paymentProof: File;
  dealerCode: string;
  /** The GHAR-BK-… note the modal's QR code carries: ties the UPI payment to this booking. */
  upiReference: string;
};

// POST /bookings/create (multipart, spec part 2 §7). A blank dealer code is left out: the
// booking is then a direct one.
export const createBooking = ({
  propertyId,
  paymentRef,
  paymentProof,
  dealerCode,
  upiReference,
}: BookingRequest) => {
  const body = new FormData();
  body.set('propertyId', propertyId);
  body.set('paymentRef', paymentRef.trim());
  body.set('upiReference', upiReference);
  if (dealerCode.trim()) body.set('dealerCode', dealerCode.trim());
  body.set('paymentProof', paymentProof);
  return api.post<unknown>('/bookings/create', body);
};

export const useCreateBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // The dashboard's My Bookings and the admin list read keys under 'bookings'.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
};
