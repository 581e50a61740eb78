import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast/toast-store';
import type { AdminBookingView as BookingView } from '@ghar/contracts/http';
import { showActionFailure } from '@/lib/error-toast';
import { useChangeBooking, useUpdateExpiredBookings } from '../api/change-booking';
import type { BookingCommand } from '../api/change-booking';

export type PendingCommand = { booking: BookingView; command: BookingCommand };

// Approve, reject, unbook and delete after a confirmation, and Update Expired; each ends in the
// spec's success toast or its 'Failed to …' text with the server's reason (part 2 §8).
export const useBookingCommands = () => {
  const { t } = useTranslation('bookings');
  const change = useChangeBooking();
  const expire = useUpdateExpiredBookings();
  const [pending, setPending] = useState<PendingCommand | null>(null);

  const confirm = async () => {
    if (!pending) return;
    const { booking, command } = pending;
    try {
      await change.mutateAsync({ id: booking.id, command });
      toast.success(t(`admin.done.${command}`));
    } catch (error) {
      await showActionFailure(error, t(`admin.failed.${command}`));
    } finally {
      setPending(null);
    }
  };

  const updateExpired = async () => {
    try {
      await expire.mutateAsync();
      toast.success(t('admin.done.expired'));
    } catch (error) {
      await showActionFailure(error, t('admin.failed.expired'));
    }
  };

  return {
    pending,
    ask: (booking: BookingView, command: BookingCommand) => setPending({ booking, command }),
    cancel: () => setPending(null),
    confirm: () => void confirm(),
    busyId: change.isPending ? (change.variables?.id ?? null) : null,
    busy: change.isPending,
    updateExpired: () => void updateExpired(),
    updatingExpired: expire.isPending,
  };
};
