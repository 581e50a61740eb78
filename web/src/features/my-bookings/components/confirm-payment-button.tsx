import type { BookingView } from '@ghar/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { showActionFailure } from '@/lib/error-toast';
import { useConfirmBookingPayment } from '../api/confirm-payment';

// "I have paid" on a PENDING booking whose payment the booker has not confirmed yet: the admin
// then sees the 'paid' step on the timeline. Once confirmed the button goes (the step stays).
export const ConfirmPaymentButton = ({ booking }: { booking: BookingView }) => {
  const { t } = useTranslation('bookings');
  const confirm = useConfirmBookingPayment();
  if (booking.status !== 'PENDING' || booking.paymentConfirmedAt) return null;
  const press = async () => {
    try {
      await confirm.mutateAsync(booking.id);
      toast.success(t('mine.paid.done'));
    } catch (error) {
      await showActionFailure(error, t('mine.paid.failed'));
    }
  };
  return (
    <div className="mt-3">
      <Button size="sm" variant="outline" onClick={press} disabled={confirm.isPending}>
        {t('mine.paid.button')}
      </Button>
    </div>
  );
};
