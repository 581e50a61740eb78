import { forbidden } from '@ghar/platform';
import { findProperty } from './get-property';
import type { ListingsDeps } from './ports';
import type { ActionContext, PropertyRecord, Viewer } from './property';
import { propertyDeletedEvent } from './property-events';
import { mayChange } from './write-listing';

const ATTEMPTS = 5;

/** Removes a listing (its owner or an admin), announced by PropertyDeleted; answers what it was. */
export async function deleteProperty(
  deps: ListingsDeps,
  id: string,
  viewer: Viewer | 'system',
  ctx: ActionContext,
): Promise<PropertyRecord> {
  for (let attempt = 1; ; attempt += 1) {
    const current = await findProperty(deps, id);
    if (!mayChange(current, viewer)) throw forbidden();
    const deleted = await deps.properties.deleteIfUnchanged(current, (version) => [
      propertyDeletedEvent(current, version, ctx),
    ]);
    if (deleted) {
      deps.search.remove(id, current.version + 1);
      return current;
    }
    if (attempt >= ATTEMPTS) throw new Error(`listing ${id} kept changing during its deletion`);
  }
}
