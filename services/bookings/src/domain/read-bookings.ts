import type {
  AdminBookingsResponse,
  BookingListQuery,
  BookingStats,
  BookingView,
  OwnerBookingView,
} from '@ghar/contracts/http';
import { ERROR_MESSAGES as E } from '@ghar/contracts/texts';
import { conflict } from '@ghar/platform';
import type { Actor, BookingRecord } from './booking';
import { adminBookingViewOf, bookingViewOf } from './booking-views';
import { bookingFor } from './find-booking';
import type { BookingsDeps } from './ports';

/** The current property copies and their owners for a page of bookings (two reads, no N+1). */
async function viewParts(deps: BookingsDeps, records: BookingRecord[]) {
  const properties = await deps.properties.findMany([...new Set(records.map((r) => r.propertyId))]);
  const owners = await deps.users.findMany([...new Set(records.map((r) => r.property.ownerId))]);
  const settings = await deps.settings.current();
  return (record: BookingRecord, viewerId: string) => ({
    settings,
    property: properties.get(record.propertyId),
    owner: owners.get(record.property.ownerId),
    viewerId,
  });
}

export async function viewBookings(
  deps: BookingsDeps,
  records: BookingRecord[],
  viewerId: string,
): Promise<BookingView[]> {
  const parts = await viewParts(deps, records);
  return records.map((record) => bookingViewOf(record, parts(record, viewerId)));
}

/** GET /bookings/my-bookings: the caller's own, newest first. */
export async function myBookings(deps: BookingsDeps, actor: Actor): Promise<BookingView[]> {
  return viewBookings(deps, await deps.bookings.listByUser(actor.userId), actor.userId);
}

/** GET /bookings/:id: the booker or an admin. */
export async function getBooking(
  deps: BookingsDeps,
  id: string,
  actor: Actor,
): Promise<BookingView> {
  const [view] = await viewBookings(deps, [await bookingFor(deps, id, actor)], actor.userId);
  return view!;
}

/** GET /bookings (admin): a page, newest first, with each property's rival PENDING count. */
export async function listAdminBookings(
  deps: BookingsDeps,
  query: BookingListQuery,
  actor: Actor,
): Promise<AdminBookingsResponse> {
  const { records, total } = await deps.bookings.listAdmin(query);
  const parts = await viewParts(deps, records);
  const pending = await deps.bookings.countPending([...new Set(records.map((r) => r.propertyId))]);
  return {
    bookings: records.map((record) =>
      adminBookingViewOf(record, parts(record, actor.userId), pending.get(record.propertyId) ?? 0),
    ),
    totalPages: Math.ceil(total / query.limit),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/** GET /bookings/stats (admin). */
export async function bookingStats(deps: BookingsDeps): Promise<BookingStats> {
  const { total, pending, confirmed, revenue } = await deps.bookings.stats();
  return {
    totalBookings: total,
    pendingBookings: pending,
    confirmedBookings: confirmed,
    totalRevenue: revenue,
  };
}

/** DELETE /bookings/:id (admin): only a CANCELLED or EXPIRED booking, with its proof. */
export async function deleteBooking(deps: BookingsDeps, id: string, actor: Actor): Promise<void> {
  const record = await bookingFor(deps, id, actor);
  if (!(await deps.bookings.deleteIn(id, ['CANCELLED', 'EXPIRED']))) {
    throw conflict(E.bookingNotDeletable);
  }
  await deps.proofs.remove(record.paymentProof);
}

/**
 * GET /bookings/for-my-properties: the CONFIRMED bookings of the caller's listings with each
 * booker's contact, so the owner can reach who booked (the booker sees the owner's mobile on
 * their own booking). PENDING and cancelled bookings are not shown: no contact before a deal.
 */
export async function bookingsOfMyProperties(
  deps: BookingsDeps,
  actor: Actor,
): Promise<OwnerBookingView[]> {
  const records = await deps.bookings.confirmedOfOwner(actor.userId);
  const bookers = await deps.users.findMany([...new Set(records.map((r) => r.userId))]);
  return records.map((record) => {
    const booker = bookers.get(record.userId);
    return {
      id: record.id,
      propertyId: record.propertyId,
      propertyTitle: record.property.title,
      amount: record.amount,
      confirmedAt: record.updatedAt.toISOString(),
      booker: {
        name: booker?.name ?? record.userName,
        email: booker?.email ?? record.userEmail,
        mobile: booker?.mobile,
      },
    };
  });
}
