import type { PropertyUpdatedData } from '@ghar/contracts/events';
import type { ListingsDeps, PropertyChange } from './ports';
import { confirmedChange } from './freshness';
import { parkingChange } from './parking-rules';
import type { ActionContext, PropertyRecord, Viewer } from './property';
import { propertyUpdatedEvent } from './property-events';
import { writeListing } from './write-listing';

const isOwner = (viewer: Viewer | 'system', record: PropertyRecord) =>
  viewer !== 'system' && viewer.userId === record.owner.id;

/** Changes a listing's fields or files (its owner or an admin), announced by PropertyUpdated. */
export async function updateProperty(
  deps: ListingsDeps,
  id: string,
  change: PropertyChange,
  viewer: Viewer | 'system',
  ctx: ActionContext,
  cause?: PropertyUpdatedData['cause'],
) {
  return writeListing(deps, id, viewer, (current) => {
    const agreed = parkingChange(current, change);
    return {
      // The owner's own edit also answers "Is this still available?" (freshness).
      change: isOwner(viewer, current)
        ? { ...agreed, ...confirmedChange(deps.clock.now()) }
        : agreed,
      events: (next) => [propertyUpdatedEvent(next, ctx, cause)],
    };
  });
}
