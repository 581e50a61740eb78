import type { PropertyStatus } from '@ghar/contracts/constants';
import type { ListingsDeps } from './ports';
import type { ActionContext, Viewer } from './property';
import { propertyStatusChangedEvent } from './property-events';
import { writeListing } from './write-listing';

/**
 * FREE, BOOKED or SOLD (the admin's toggle, a booking approved or unbooked), announced by
 * PropertyStatusChanged; setting the status it already has changes nothing.
 */
export async function changePropertyStatus(
  deps: ListingsDeps,
  id: string,
  status: PropertyStatus,
  viewer: Viewer | 'system',
  ctx: ActionContext & { bookingId?: string },
) {
  return writeListing(deps, id, viewer, (current) =>
    current.status === status
      ? null
      : {
          change: { status },
          events: (next) => [propertyStatusChangedEvent(next, current.status, ctx)],
        },
  );
}
