import type { BookingsDeps } from './ports';

/**
 * The booking that holds a property, or null when none does. An unbooking cancels the booking and
 * then releases the lock, two writes with no transaction (FerretDB 1.24): a crash between them
 * leaves a lock held by a booking that can never be CONFIRMED again (CANCELLED, EXPIRED, or
 * deleted), and the admin's retry gets 409 since the booking is no longer CONFIRMED. Such a lock
 * is released here, when it is met, instead of refusing the property until the next sweep. A
 * PENDING holder is an approval in flight and keeps its lock (the sweep frees it after a grace).
 */
export async function liveLockHolder(
  deps: Pick<BookingsDeps, 'locks' | 'bookings'>,
  propertyId: string,
): Promise<string | null> {
  const holderId = await deps.locks.holder(propertyId);
  if (!holderId) return null;
  const holder = await deps.bookings.findById(holderId);
  if (holder?.status === 'CONFIRMED' || holder?.status === 'PENDING') return holderId;
  await deps.locks.release(propertyId, holderId);
  return null;
}
