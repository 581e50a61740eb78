import type { BookingView } from '@ghar/contracts/http';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

// What a PENDING booking's payment stands at: its reference (UTR) and proof went with the
// booking, so there is nothing left for the booker to do but wait for the admin (issue 23 item
// 17: a status, where an 'I have paid' button used to ask for what was already given).
export const PaymentSentStatus = ({ booking }: { booking: BookingView }) => {
  const { t } = useTranslation('bookings');
  if (booking.status !== 'PENDING' || !booking.paymentRef || !booking.paymentProof) return null;
  return (
    <p className="mt-3 flex items-start gap-2 rounded-lg bg-emerald-50 p-2 text-sm text-emerald-900">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
      <span>
        <span className="font-semibold">{t('mine.paymentSent.status')}</span>{' '}
        {t('mine.paymentSent.detail')}
      </span>
    </p>
  );
};
