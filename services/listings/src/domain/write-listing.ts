import { forbidden } from '@ghar/platform';
import type { EventEnvelope } from '@ghar/contracts/events';
import { findProperty } from './get-property';
import { indexListing } from './index-listing';
import type { ListingsDeps, PropertyChange } from './ports';
import type { PropertyRecord, Viewer } from './property';
import { isOwnerOrAdmin } from './property-views';

/** How often a write re-reads a listing another write changed between its read and its write. */
const ATTEMPTS = 5;

export const mayChange = (record: PropertyRecord, viewer: Viewer | 'system') =>
  viewer === 'system' || isOwnerOrAdmin(viewer, record.owner.id);

/**
 * Reads a listing, lets `decide` compute the change from what it read, and writes it with its
 * events only if nobody wrote in between (else reads again). The written state goes to this
 * instance's search model at once. Null when `decide` finds nothing to change.
 */
export async function writeListing(
  deps: ListingsDeps,
  id: string,
  viewer: Viewer | 'system',
  decide: (current: PropertyRecord) => {
    change: PropertyChange;
    events: (next: PropertyRecord) => EventEnvelope[];
  } | null,
): Promise<PropertyRecord> {
  for (let attempt = 1; ; attempt += 1) {
    const current = await findProperty(deps, id);
    if (!mayChange(current, viewer)) throw forbidden();
    const decision = decide(current);
    if (!decision) return current;
    const next = await deps.properties.updateIfUnchanged(current, decision.change, decision.events);
    if (next) {
      indexListing(deps.search, next);
      return next;
    }
    if (attempt >= ATTEMPTS) throw new Error(`listing ${id} kept changing during a write`);
  }
}
