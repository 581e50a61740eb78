import type { BookingStatus } from '@ghar/contracts/constants';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

// Part 1 §4: CONFIRMED green, PENDING yellow, CANCELLED red, any other grey. Its texts are in
// the `bookings` namespace, which the route loads (features/booking/i18n.ts).
const tones: Partial<Record<BookingStatus, string>> = {
  CONFIRMED: 'bg-emerald-100 text-emerald-800 ring-emerald-600/20',
  PENDING: 'bg-amber-100 text-amber-900 ring-amber-600/20',
  CANCELLED: 'bg-red-100 text-red-800 ring-red-600/20',
};

export const bookingStatusTone = (status: BookingStatus): string =>
  tones[status] ?? 'bg-slate-100 text-slate-700 ring-slate-500/20';

export const BookingStatusBadge = ({ status }: { status: BookingStatus }) => {
  const { t } = useTranslation('bookings');
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        bookingStatusTone(status),
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
};
