import type { ListingsDeps, PropertyChange } from './ports';
import type { ActionContext, Viewer } from './property';
import { propertyUpdatedEvent } from './property-events';
import { writeListing } from './write-listing';

/** Changes a listing's fields or files (its owner or an admin), announced by PropertyUpdated. */
export async function updateProperty(
  deps: ListingsDeps,
  id: string,
  change: PropertyChange,
  viewer: Viewer | 'system',
  ctx: ActionContext,
) {
  return writeListing(deps, id, viewer, () => ({
    change,
    events: (next) => [propertyUpdatedEvent(next, ctx)],
  }));
}
