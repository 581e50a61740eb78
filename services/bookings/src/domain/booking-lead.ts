import type { BookingLead, LeadContact } from '@ghar/contracts/http';
import type { BookingRecord, UserCopy } from './booking';

/**
 * The owner sees who booked only once the booking is CONFIRMED (the spec's Terms: contact details
 * are shared on confirmation) — never with a request, and no longer once it is cancelled.
 */
export function mayShowBookerContact(record: Pick<BookingRecord, 'status'>): boolean {
  return record.status === 'CONFIRMED';
}

/** One booking request as the listing's owner sees it in their leads inbox (issue 27 item 4). */
export function bookingLeadOf(record: BookingRecord, booker: UserCopy | undefined): BookingLead {
  const contact: LeadContact | undefined = mayShowBookerContact(record)
    ? {
        name: booker?.name ?? record.userName,
        email: booker?.email ?? record.userEmail,
        ...(booker?.mobile ? { mobile: booker.mobile } : {}),
      }
    : undefined;
  return {
    id: record.id,
    propertyId: record.propertyId,
    propertyTitle: record.property.title,
    status: record.status,
    amount: record.amount,
    createdAt: record.createdAt.toISOString(),
    ...(contact ? { booker: contact } : {}),
  };
}
