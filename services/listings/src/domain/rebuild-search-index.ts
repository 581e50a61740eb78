import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { summaryOf } from './property-views';
import type { ListingsDeps } from './ports';
import { searchEntryOf, type SearchEntry } from './search/search-entry';

/**
 * The live heap after a full collection, so the load's size is the model's alone (its garbage
 * collected), with the memory of Buffers outside the heap. Once at start-up; a collection of
 * this heap takes a fraction of a second.
 */
function heapAfterCollection(): number {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/** Fills the search model from the database (the system of record); returns how long it took. */
export async function rebuildSearchIndex(
  deps: Pick<ListingsDeps, 'properties' | 'search' | 'logger'>,
) {
  const started = performance.now();
  const heapBefore = heapAfterCollection();
  const entries: SearchEntry[] = [];
  for await (const record of deps.properties.streamAll()) {
    entries.push(searchEntryOf(summaryOf(record), record.owner.id, record.version));
  }
  deps.search.load(entries);
  const ms = Math.round(performance.now() - started);
  const heapMb = Math.round((heapAfterCollection() - heapBefore) / 1e5) / 10;
  deps.logger.info({ listings: deps.search.size, ms, heapMb }, 'search model loaded');
  return { listings: deps.search.size, ms, heapMb };
}
