import { ERROR_MESSAGES as E } from '@ghar/contracts/texts';
import { forbidden, notFound } from '@ghar/platform';
import type { Actor, BookingRecord } from './booking';
import type { BookingsDeps } from './ports';

export async function requireBooking(deps: BookingsDeps, id: string): Promise<BookingRecord> {
  const record = await deps.bookings.findById(id);
  if (!record) throw notFound(E.bookingNotFound);
  return record;
}

/** A booking is for its booker and admins only: 404 when unknown, 403 for anyone else. */
export async function bookingFor(
  deps: BookingsDeps,
  id: string,
  actor: Actor,
): Promise<BookingRecord> {
  const record = await requireBooking(deps, id);
  if (actor.role !== 'ADMIN' && record.userId !== actor.userId) throw forbidden();
  return record;
}
