import type {
  AdminBookingsResponse,
  BookingListQuery,
  BookingStats,
  BookingView,
  OwnBookingsQuery,
  OwnerBookingView,
} from '@ghar/contracts/http';
import { ERROR_MESSAGES as E } from '@ghar/contracts/texts';
import { conflict } from '@ghar/platform';
import type { Actor, BookingRecord } from './booking';
import { adminBookingViewOf, bookingViewOf } from './booking-views';
import { bookingFor } from './find-booking';
import type { BookingsDeps } from './ports';

/** The admin table's badge counts a property's other PENDING bookings up to this ("99+"). */
const RIVAL_COUNT_CAP = 100;

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

/** A page of a list read with one more than it shows: whether another page follows. */
export interface Paged<T> {
  items: T[];
  hasMore: boolean;
}

/** A page, and whether one more follows: a read of one past a full page (never more than 100). */
async function pageOf(
  read: (skip: number, limit: number) => Promise<BookingRecord[]>,
  { page, limit }: OwnBookingsQuery,
): Promise<Paged<BookingRecord>> {
  const skip = (page - 1) * limit;
  const items = await read(skip, limit);
  const hasMore = items.length === limit && (await read(skip + limit, 1)).length > 0;
  return { items, hasMore };
}

/** GET /bookings/my-bookings: a page of the caller's own, newest first. */
export async function myBookings(
  deps: BookingsDeps,
  actor: Actor,
  query: OwnBookingsQuery,
): Promise<Paged<BookingView>> {
  const { items, hasMore } = await pageOf(
    (skip, limit) => deps.bookings.listByUser(actor.userId, skip, limit),
    query,
  );
  return { items: await viewBookings(deps, items, actor.userId), hasMore };
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
  const { records, total, capped, hasMore } = await deps.bookings.listAdmin(query);
  const parts = await viewParts(deps, records);
  const pending = await deps.bookings.countPending(
    [...new Set(records.map((r) => r.propertyId))],
    RIVAL_COUNT_CAP,
  );
  const counted = Math.ceil(total / query.limit);
  return {
    bookings: records.map((record) =>
      adminBookingViewOf(record, parts(record, actor.userId), pending.get(record.propertyId) ?? 0),
    ),
    // Past a capped total the pages go on one at a time while another follows.
    totalPages: capped ? Math.max(counted, query.page + (hasMore ? 1 : 0)) : counted,
    total,
    page: query.page,
    limit: query.limit,
    totalCapped: capped,
    hasMore,
  };
}

/** GET /bookings/stats (admin): from the tallies the booking writes keep (no booking read). */
export async function bookingStats(deps: BookingsDeps): Promise<BookingStats> {
  const { count, confirmedRevenue } = await deps.tallies.overall();
  return {
    totalBookings: Object.values(count).reduce((sum, n) => sum + n, 0),
    pendingBookings: count.PENDING,
    confirmedBookings: count.CONFIRMED,
    totalRevenue: confirmedRevenue,
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
  query: OwnBookingsQuery,
): Promise<Paged<OwnerBookingView>> {
  const { items: records, hasMore } = await pageOf(
    (skip, limit) => deps.bookings.confirmedOfOwner(actor.userId, skip, limit),
    query,
  );
  const bookers = await deps.users.findMany([...new Set(records.map((r) => r.userId))]);
  const items = records.map((record) => {
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
  return { items, hasMore };
}
