import type { EventEnvelope } from '@ghar/contracts/events';
import { buildEvent } from '@ghar/platform';
import type { ActionContext, BookingRecord } from './booking';

export const EVENT_SOURCE = 'bookings';

/**
 * Absent fields are left out, not set to undefined: an event appended by an update is stored
 * with undefined turned into null, which the consumers' schemas refuse.
 */
const definedOnly = <T extends object>(data: T): T =>
  Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)) as T;

/** A booking as other services keep it (contracts' bookingSnapshotSchema). */
export function snapshotOf(record: BookingRecord) {
  return definedOnly({
    bookingId: record.id,
    propertyId: record.propertyId,
    propertyTitle: record.property.title,
    propertyAction: record.property.action,
    propertyOwnerId: record.property.ownerId,
    propertyPrice: record.property.price,
    propertyPerMonthCharges: record.property.perMonthCharges,
    propertyLeaseDuration: record.property.leaseDuration,
    userId: record.userId,
    userEmail: record.userEmail,
    userName: record.userName,
    amount: record.amount,
    dealerCode: record.dealerCode,
    status: record.status,
  });
}

const contextOf = (ctx: ActionContext) => ({
  source: EVENT_SOURCE,
  actor: ctx.actorId,
  correlationId: ctx.requestId,
});

type SimpleType = 'BookingCreated' | 'BookingRejected' | 'BookingExpired' | 'BookingUnbooked';

/** The event of a booking now in `record.status`. */
export const bookingEvent = (
  type: SimpleType,
  record: BookingRecord,
  ctx: ActionContext,
): EventEnvelope => buildEvent(type, record.id, snapshotOf(record), contextOf(ctx));

export const bookingApprovedEvent = (
  record: BookingRecord,
  cancelledBookingIds: string[],
  ctx: ActionContext,
): EventEnvelope =>
  buildEvent(
    'BookingApproved',
    record.id,
    { ...snapshotOf(record), cancelledBookingIds },
    contextOf(ctx),
  );
