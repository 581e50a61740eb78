import { summaryOf } from './property-views';
import type { ListingsDeps } from './ports';
import { searchEntryOf, type SearchEntry } from './search/search-entry';

/** Fills the search model from the database (the system of record); returns how long it took. */
export async function rebuildSearchIndex(
  deps: Pick<ListingsDeps, 'properties' | 'search' | 'logger'>,
) {
  const started = performance.now();
  const heapBefore = process.memoryUsage().heapUsed;
  const entries: SearchEntry[] = [];
  for await (const record of deps.properties.streamAll()) {
    entries.push(searchEntryOf(summaryOf(record), record.owner.id, record.version));
  }
  deps.search.load(entries);
  const ms = Math.round(performance.now() - started);
  // The heap the load added (garbage of the load included, so an upper bound of the model's size).
  const heapMb = Math.round((process.memoryUsage().heapUsed - heapBefore) / 1e5) / 10;
  deps.logger.info({ listings: deps.search.size, ms, heapMb }, 'search model loaded');
  return { listings: deps.search.size, ms, heapMb };
}
