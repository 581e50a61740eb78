import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminBookingKeys } from './query-keys';

export type BookingCommand = 'approve' | 'reject' | 'unbook' | 'delete';

// PUT /bookings/{id}/approve|reject|unbook and DELETE /bookings/{id} (admin, spec part 2 §7).
export const changeBooking = ({ id, command }: { id: string; command: BookingCommand }) => {
  const path = `/bookings/${encodeURIComponent(id)}`;
  return command === 'delete' ? api.delete<unknown>(path) : api.put<unknown>(`${path}/${command}`);
};

// POST /bookings/update-expired: overdue PENDING bookings become EXPIRED.
export const updateExpiredBookings = () => api.post<unknown>('/bookings/update-expired');

// A decision moves rivals and the property too: every bookings list, the stats and any listing
// read (its status) are refreshed.
const useRefreshAfter = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminBookingKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['properties'] }),
    ]);
};

export const useChangeBooking = () => {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: changeBooking, onSettled: refresh });
};

export const useUpdateExpiredBookings = () => {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: updateExpiredBookings, onSettled: refresh });
};
