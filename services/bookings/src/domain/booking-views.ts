import type { AdminBookingView, BookingView } from '@ghar/contracts/http';
import type { BookingRecord, PropertyCopy, UserCopy } from './booking';
import { decideByOf } from './booking-deadline';
import type { BookingSettings } from './ports';
import { withStepKind } from './step-kind';

export interface ViewContext {
  settings: Pick<BookingSettings, 'pendingTtlHours'>;
  /** The property's current copy (status, photos), when bookings still knows it. */
  property?: PropertyCopy;
  /** The property's owner, whose mobile the booker of a CONFIRMED booking sees. */
  owner?: UserCopy;
  /** The caller: the owner's mobile is shown to the booker only. */
  viewerId: string;
}

/** A booking as its booker and admins read it (contracts' bookingViewSchema). */
export function bookingViewOf(record: BookingRecord, ctx: ViewContext): BookingView {
  const current = ctx.property;
  const sharesContact = record.status === 'CONFIRMED' && ctx.viewerId === record.userId;
  return {
    id: record.id,
    propertyId: record.propertyId,
    property: {
      ...record.property,
      status: current?.status ?? record.property.status,
      mediaUrls: current?.mediaUrls ?? record.property.mediaUrls,
      ownerMobile: sharesContact ? ctx.owner?.mobile : undefined,
    },
    user: { id: record.userId, name: record.userName, email: record.userEmail },
    status: record.status,
    amount: record.amount,
    bookingCharges: record.amount,
    dealerCode: record.dealerCode,
    paymentRef: record.paymentRef,
    upiReference: record.upiReference,
    paymentProof: record.paymentProof,
    paymentMethod: 'UPI',
    paymentConfirmedAt: record.paymentConfirmedAt?.toISOString(),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    decideBy: decideByOf(record.createdAt, ctx.settings).toISOString(),
    history: record.history.map((entry) => ({
      ...withStepKind(entry),
      at: entry.at.toISOString(),
    })),
  };
}

export const adminBookingViewOf = (
  record: BookingRecord,
  ctx: ViewContext,
  pendingOnProperty: number,
): AdminBookingView => ({
  ...bookingViewOf(record, ctx),
  // Others than this booking itself, while this one is PENDING too.
  rivalPendingCount: Math.max(0, pendingOnProperty - (record.status === 'PENDING' ? 1 : 0)),
});
