import type {
  EventEnvelope,
  PropertyDeletedData,
  PropertyUpdatedData,
} from '@ghar/contracts/events';
import { searchEntryOf } from './search/search-entry';
import type { SearchIndex } from './search/search-index';

const WRITES = new Set(['PropertyAdded', 'PropertyUpdated', 'PropertyStatusChanged']);

/**
 * A listing event from any listings instance (this one's included) applied to this instance's
 * search model. Versions make it idempotent and order-proof; false when it changed nothing.
 */
export function applyListingEvent(
  search: SearchIndex,
  event: EventEnvelope,
  data: unknown,
): boolean {
  if (event.type === 'PropertyDeleted') {
    const deleted = data as PropertyDeletedData;
    return deleted.version !== undefined && search.remove(deleted.propertyId, deleted.version);
  }
  if (!WRITES.has(event.type)) return false;
  const written = data as PropertyUpdatedData;
  if (!written.listing || written.version === undefined) return false;
  return search.upsert(searchEntryOf(written.listing, written.ownerId, written.version));
}
