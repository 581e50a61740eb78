import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

// In place of the payment form when the user's booking of this property is still PENDING: one
// booking each, so a second payment would only wait for a refund (issue 23 item 14).
export const PendingBookingNotice = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('bookings');
  return (
    <div className="space-y-4">
      <div
        role="alert"
        className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="space-y-1">
          <p className="font-semibold">{t('modal.pending.text')}</p>
          <p>{t('modal.pending.hint')}</p>
          <Link
            to={paths.dashboard.getHref()}
            onClick={onClose}
            className="inline-block font-semibold text-brand-700 underline"
          >
            {t('modal.pending.link')}
          </Link>
        </div>
      </div>
      <div className="flex justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('modal.close')}
        </Button>
      </div>
    </div>
  );
};
