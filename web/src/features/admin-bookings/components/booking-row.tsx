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

export const BOOKING_COLUMNS = [
  'booking',
  'property',
  'user',
  'type',
  'amount',
  'status',
  'dealer',
  'actions',
] as const;

// One table row with the spec's columns (part 2 §2).
export const BookingRow = ({
  booking,
  handlers,
}: {
  booking: BookingView;
  handlers: BookingHandlers;
}) => (
  <tr data-booking-id={booking.id} className="align-top">
    <td className="px-3 py-3 whitespace-nowrap">
      <BookingCreated booking={booking} />
    </td>
    <td className="max-w-48 px-3 py-3">
      <BookingProperty booking={booking} />
    </td>
    <td className="max-w-40 px-3 py-3">
      <BookingUser booking={booking} />
    </td>
    <td className="px-3 py-3 text-sm text-slate-700">
      <BookingType booking={booking} />
    </td>
    <td className="px-3 py-3 whitespace-nowrap">
      <BookingAmount booking={booking} />
    </td>
    <td className="px-3 py-3">
      <BookingStatusBadge status={booking.status} />
    </td>
    <td className="px-3 py-3">
      <BookingDealer booking={booking} />
    </td>
    <td className="px-3 py-3">
      <BookingActions booking={booking} handlers={handlers} compact />
    </td>
  </tr>
);
