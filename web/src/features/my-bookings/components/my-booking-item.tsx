import { formatRupees } from '@ghar/contracts/format';
import type { BookingView } from '@ghar/contracts/http';
import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BookingStatusBadge } from '@/components/booking/booking-status-badge';
import { BookingTimeline } from '@/components/booking/booking-timeline';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { PaymentSentStatus } from './payment-sent-status';

// One booking on the dashboard: property, status, amount, reference, dealer, 'Payment details
// sent' while PENDING, its timeline, and once CONFIRMED the owner's mobile (the Terms' 'contact details are shared').
export const MyBookingItem = ({ booking }: { booking: BookingView }) => {
  const { t, i18n } = useTranslation('bookings');
  const title = booking.property.title;
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-booking-id={booking.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link
            to={paths.property.getHref(booking.propertyId)}
            className="font-semibold break-words text-slate-900 hover:text-brand-700"
          >
            {title}
          </Link>
          <p className="text-xs text-slate-500">
            {t('mine.bookedOn', { date: formatDate(booking.createdAt, i18n.language, 'medium') })}
          </p>
        </div>
        <BookingStatusBadge status={booking.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">{t('mine.amount')}</dt>
          <dd className="font-semibold text-slate-900">{formatRupees(booking.amount)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-slate-500">{t('mine.paymentRef')}</dt>
          <dd className="font-mono break-all text-slate-900">{booking.paymentRef}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('mine.dealer')}</dt>
          <dd className="text-slate-900">{booking.dealerCode || t('direct')}</dd>
        </div>
        {booking.status === 'CONFIRMED' && booking.property.ownerMobile && (
          <div>
            <dt className="text-slate-500">{t('mine.ownerMobile')}</dt>
            <dd>
              <a
                href={`tel:+91${booking.property.ownerMobile}`}
                className="inline-flex items-center gap-1 font-semibold text-brand-700"
              >
                <Phone aria-hidden="true" className="size-4" />
                {booking.property.ownerMobile}
              </a>
            </dd>
          </div>
        )}
      </dl>
      <PaymentSentStatus booking={booking} />
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">
          {t('timeline.title')}
        </summary>
        <div className="mt-2">
          <BookingTimeline booking={booking} titled={false} />
        </div>
      </details>
    </li>
  );
};
