import { formatRupees } from '@ghar/contracts/format';
import type { AdminBookingView as BookingView } from '@ghar/contracts/http';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TruncatedText } from '@/components/ui/truncated-text';
import { formatDate } from '@/lib/format';

// The pieces a booking shows in the table and on phone cards alike.

export const ConflictBadge = ({ count }: { count: number | null | undefined }) => {
  const { t } = useTranslation('bookings');
  if (!count) return null;
  const label = t('admin.conflicts', { count });
  return (
    <span
      title={label}
      data-testid="conflict-badge"
      className="inline-flex items-center gap-1 rounded-full bg-orange-100 px-2 py-0.5 text-xs font-semibold text-orange-900 ring-1 ring-orange-600/20"
    >
      <AlertTriangle aria-hidden="true" className="size-3.5" />
      {count}
      <span className="sr-only">{label}</span>
    </span>
  );
};

export const BookingCreated = ({ booking }: { booking: BookingView }) => {
  const { i18n } = useTranslation();
  return (
    <>
      <span className="block font-mono text-xs text-slate-500">#{booking.id.slice(-8)}</span>
      <time dateTime={booking.createdAt} className="text-sm text-slate-700">
        {formatDate(booking.createdAt, i18n.language, 'medium')}
      </time>
    </>
  );
};

export const BookingProperty = ({ booking }: { booking: BookingView }) => {
  const place = [booking.property.locality ?? booking.property.location, booking.property.city]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="min-w-0">
      <div className="flex min-w-0 items-center gap-2">
        <TruncatedText text={booking.property.title} className="font-medium text-slate-900" />
        <ConflictBadge count={booking.rivalPendingCount} />
      </div>
      {place && <TruncatedText text={place} className="text-xs text-slate-500" />}
    </div>
  );
};

export const BookingUser = ({ booking }: { booking: BookingView }) => (
  <div className="min-w-0">
    <TruncatedText
      text={booking.user.name ?? booking.user.email}
      className="font-medium text-slate-900"
    />
    <TruncatedText text={booking.user.email} className="text-xs text-slate-500" />
  </div>
);

export const BookingType = ({ booking }: { booking: BookingView }) => {
  const { t } = useTranslation('properties');
  return t(`labels.action.${booking.property.action}`);
};

export const BookingAmount = ({ booking }: { booking: BookingView }) => (
  <span className="font-semibold text-slate-900">{formatRupees(booking.amount)}</span>
);

export const BookingDealer = ({ booking }: { booking: BookingView }) => {
  const { t } = useTranslation('bookings');
  return booking.dealerCode ? (
    <span className="font-mono text-sm">{booking.dealerCode}</span>
  ) : (
    <span className="text-sm text-slate-500">{t('direct')}</span>
  );
};
