import { useTranslation } from 'react-i18next';
import { BookingStatusBadge } from '@/components/booking/booking-status-badge';
import type { AdminBookingView as BookingView } from '@ghar/contracts/http';
import { BookingActions } from './booking-actions';
import type { BookingHandlers } from './booking-actions';
import {
  BookingAmount,
  BookingCreated,
  BookingDealer,
  BookingProperty,
  BookingType,
  BookingUser,
} from './booking-cells';

// The same booking on a phone: the columns stacked in one card.
export const BookingCard = ({
  booking,
  handlers,
}: {
  booking: BookingView;
  handlers: BookingHandlers;
}) => {
  const { t } = useTranslation('bookings');
  return (
    <li
      data-booking-id={booking.id}
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start justify-between gap-2">
        <BookingProperty booking={booking} />
        <BookingStatusBadge status={booking.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-slate-500">{t('admin.columns.user')}</dt>
          <dd>
            <BookingUser booking={booking} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('admin.columns.booking')}</dt>
          <dd>
            <BookingCreated booking={booking} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('admin.columns.amount')}</dt>
          <dd>
            <BookingAmount booking={booking} /> · <BookingType booking={booking} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('admin.columns.dealer')}</dt>
          <dd>
            <BookingDealer booking={booking} />
          </dd>
        </div>
      </dl>
      <BookingActions booking={booking} handlers={handlers} />
    </li>
  );
};
