import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { conflict, forbidden } from '@ghar/platform';
import { documentsOf } from './accept-listing-files';
import { deleteProperty } from './delete-property';
import { findProperty } from './get-property';
import type { ListingsDeps } from './ports';
import type { ActionContext, Viewer } from './property';
import { mayChange } from './write-listing';

/**
 * DELETE /properties/{id}: its owner or an admin removes a listing nobody holds a PENDING or
 * CONFIRMED booking on (bookings projection), then its photos and documents.
 */
export async function removeListing(
  deps: ListingsDeps,
  id: string,
  viewer: Viewer,
  ctx: ActionContext,
): Promise<void> {
  const current = await findProperty(deps, id);
  if (!mayChange(current, viewer)) throw forbidden();
  if ((await deps.activeBookings.countFor(id)) > 0) {
    throw conflict(ERROR_MESSAGES.propertyHasActiveBookings);
  }
  const deleted = await deleteProperty(deps, id, viewer, ctx);
  await Promise.all([
    ...deleted.media.map((media) => deps.photos.remove(media)),
    ...documentsOf(deleted).map((url) => deps.documents.remove(url)),
  ]);
}
