import { formatRupees } from '@ghar/contracts/format';
import { Smartphone } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useBookingPayee } from '../api/get-booking-payee';
import { buildBookingUpiLink } from '../utils/booking-upi';

// 'Pay by UPI': a QR code and a deep link for the exact booking amount and this attempt's
// reference, payee from the server's settings.
export const UpiPayBox = ({ amount, reference }: { amount: number; reference: string }) => {
  const { t } = useTranslation('bookings');
  const payee = useBookingPayee();

  if (payee.isPending) return <Spinner label={t('modal.payeeLoading')} />;
  if (payee.isError) {
    return (
      <div role="alert" className="space-y-2 text-sm text-red-700">
        <p>{t('modal.payeeFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => void payee.refetch()}>
          {t('modal.retry')}
        </Button>
      </div>
    );
  }
  const link = buildBookingUpiLink({ ...payee.data, amount, reference });
  return (
    <section
      aria-label={t('modal.payTitle')}
      className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 p-4"
    >
      <h3 className="self-start text-sm font-semibold text-slate-900">{t('modal.payTitle')}</h3>
      <p className="text-sm text-slate-600">{t('modal.scan')}</p>
      <QRCodeSVG
        value={link}
        size={168}
        marginSize={2}
        role="img"
        aria-label={t('modal.qrLabel', {
          amount: formatRupees(amount),
          payee: payee.data.payeeName,
        })}
      />
      <a
        href={link}
        data-testid="booking-upi-link"
        className={buttonClasses({ variant: 'accent', className: 'w-full' })}
      >
        <Smartphone aria-hidden="true" className="size-4" />
        {t('modal.payApp')}
      </a>
      <dl className="grid w-full grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">{t('modal.upiId')}</dt>
        <dd className="font-medium break-all text-slate-900">{payee.data.upiId}</dd>
        <dt className="text-slate-500">{t('modal.payee')}</dt>
        <dd className="font-medium text-slate-900">{payee.data.payeeName}</dd>
        <dt className="text-slate-500">{t('modal.reference')}</dt>
        <dd
          className="font-mono font-semibold break-all text-slate-900"
          data-testid="booking-reference"
        >
          {reference}
        </dd>
      </dl>
      <p className="text-xs text-slate-500">{t('modal.referenceHint')}</p>
    </section>
  );
};
