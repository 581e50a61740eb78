import { LIMITS } from '@ghar/contracts/constants';
import type { BookingLeadsPage, LeadsPageQuery } from '@ghar/contracts/http';
import type { Actor } from './booking';
import { bookingLeadOf, mayShowBookerContact } from './booking-lead';
import type { BookingsDeps } from './ports';

/**
 * GET /bookings/leads: the booking requests on the caller's listings, newest first, whatever
 * their status. One more than the page is read to know
 * whether another follows (no count of a growing collection); bookers are looked up only for
 * the confirmed ones, the only ones whose contact is shown.
 */
export async function bookingLeads(
  deps: BookingsDeps,
  actor: Actor,
  { page, limit }: LeadsPageQuery,
): Promise<BookingLeadsPage> {
  const found = await deps.bookings.leadsOfOwner(actor.userId, (page - 1) * limit, limit + 1);
  const records = found.slice(0, limit);
  const confirmed = records.filter(mayShowBookerContact).map((record) => record.userId);
  const bookers = await deps.users.findMany([...new Set(confirmed)]);
  return {
    leads: records.map((record) => bookingLeadOf(record, bookers.get(record.userId))),
    page,
    hasMore: found.length > limit,
  };
}

/** The header's count: booking requests on the caller's listings since `since`, up to the cap. */
export async function countNewBookingLeads(
  deps: BookingsDeps,
  actor: Actor,
  since: Date,
): Promise<{ count: number }> {
  return {
    count: await deps.bookings.countLeadsOfOwnerSince(actor.userId, since, LIMITS.leadsCountCap),
  };
}
