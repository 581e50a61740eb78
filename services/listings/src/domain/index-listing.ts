import type { PropertyRecord } from './property';
import { summaryOf } from './property-views';
import { searchEntryOf } from './search/search-entry';
import type { SearchIndex } from './search/search-index';

/** Puts a written listing into this instance's search model at once (others follow the events). */
export function indexListing(search: SearchIndex, record: PropertyRecord): void {
  search.upsert(searchEntryOf(summaryOf(record), record.owner.id, record.version));
}
