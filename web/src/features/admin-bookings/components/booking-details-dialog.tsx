import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingStatusBadge } from '@/components/booking/booking-status-badge';
import { BookingTimeline } from '@/components/booking/booking-timeline';
import { Dialog } from '@/components/ui/dialog';
import { SafeImage } from '@/components/ui/safe-image';
import type { AdminBookingView as BookingView } from '@ghar/contracts/http';
import { formatDate } from '@/lib/format';
import {
  BookingAmount,
  BookingDealer,
  BookingProperty,
  BookingType,
  BookingUser,
} from './booking-cells';

const isPdf = (url: string) => /\.pdf($|\?)/i.test(url);

const Proof = ({ url }: { url: string | null | undefined }) => {
  const { t } = useTranslation('bookings');
  if (!url) return <p className="text-sm text-slate-500">{t('admin.details.noProof')}</p>;
  return (
    <div className="space-y-2">
      {!isPdf(url) && (
        <SafeImage
          src={url}
          alt={t('admin.details.proof')}
          className="max-h-72 w-full rounded-lg object-contain ring-1 ring-slate-200"
        />
      )}
      <a
        href={url}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
      >
        <FileText aria-hidden="true" className="size-4" />
        {t('admin.details.openProof')}
      </a>
    </div>
  );
};

// The admin's details modal: who, what, how much, the payment proof (private: booker and admins)
// and the booking's timeline.
export const BookingDetailsDialog = ({
  booking,
  onClose,
}: {
  booking: BookingView | null;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation('bookings');
  if (!booking) return null;
  const rows: [string, ReactNode][] = [
    [t('admin.details.id'), <span className="font-mono break-all">{booking.id}</span>],
    [t('admin.details.created'), formatDate(booking.createdAt, i18n.language, 'medium')],
    [t('admin.columns.property'), <BookingProperty booking={booking} />],
    [t('admin.columns.user'), <BookingUser booking={booking} />],
    [t('admin.columns.type'), <BookingType booking={booking} />],
    [t('admin.columns.amount'), <BookingAmount booking={booking} />],
    [
      t('admin.details.paymentRef'),
      <span className="font-mono break-all">{booking.paymentRef}</span>,
    ],
    [
      t('admin.details.upiReference'),
      booking.upiReference ? (
        <span className="font-mono break-all">{booking.upiReference}</span>
      ) : (
        t('admin.details.noUpiReference')
      ),
    ],
    [t('admin.columns.dealer'), <BookingDealer booking={booking} />],
    [t('admin.columns.status'), <BookingStatusBadge status={booking.status} />],
  ];
  return (
    <Dialog open onClose={onClose} title={t('admin.details.title')}>
      <div className="space-y-5">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd className="min-w-0 text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <section>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('admin.details.proof')}</h3>
          <Proof url={booking.paymentProof} />
        </section>
        <BookingTimeline booking={booking} />
      </div>
    </Dialog>
  );
};
