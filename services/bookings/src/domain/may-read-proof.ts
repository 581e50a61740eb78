import type { Actor } from './booking';
import type { BookingsDeps } from './ports';

/** A payment proof is for its booker and admins only (docs/identity-and-privacy.md). */
export async function mayReadProof(
  deps: Pick<BookingsDeps, 'bookings'>,
  viewer: Actor,
  url: string,
): Promise<boolean> {
  return viewer.role === 'ADMIN' || (await deps.bookings.bookerOfProof(url)) === viewer.userId;
}
