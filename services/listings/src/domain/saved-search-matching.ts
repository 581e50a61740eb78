import type { EventEnvelope } from '@ghar/contracts/events';
import { savedSearchResultsPath, type PropertySummary } from '@ghar/contracts/http';
import { buildEvent, type Logger } from '@ghar/platform';
import { EVENT_SOURCE } from './property-events';
import type { DigestScheduler, ListingsDeps } from './ports';
import { digestDelayMs, isNewMatch, type SavedSearch } from './saved-search-rules';
import { searchEntryOf } from './search/search-entry';

export interface MatchingDeps extends Pick<ListingsDeps, 'savedSearches' | 'search' | 'clock'> {
  digests: DigestScheduler;
  /** The gathering window before a first digest (SAVED_SEARCH_GATHER_MS). */
  gatherMs: number;
  logger: Logger;
}

/** Saved searches read per query while one listing is matched. */
const BATCH = 100;

/** A listing as its event carries it: the public summary, the owner and the version. */
export interface AppearedListing {
  listing: PropertySummary;
  ownerId: string;
  version: number;
}

/**
 * A listing appeared in public search (listed FREE, or FREE again): it is tested against the
 * saved searches of its own city and of no city only — looked up by the index on
 * {cityKey, paused, _id} a batch at a time — with the search's own predicate. Each match joins
 * that search's next digest, whose job is queued (again: the job id makes it once).
 */
export async function matchSavedSearches(
  deps: MatchingDeps,
  appeared: AppearedListing,
): Promise<number> {
  const entry = searchEntryOf(appeared.listing, appeared.ownerId, appeared.version);
  if (entry.status !== 'FREE' || entry.hidden) return 0;
  let matched = 0;
  for (const cityKey of new Set([entry.city, ''])) {
    let after: string | undefined;
    for (;;) {
      const batch = await deps.savedSearches.activeInCity(cityKey, after, BATCH);
      for (const search of batch) {
        if (!isNewMatch(search, entry)) continue;
        const written = await deps.savedSearches.addPending(search.id, entry.id);
        if (!written) continue;
        matched += 1;
        const delay = digestDelayMs(written.lastDigestAt, deps.clock.now(), deps.gatherMs);
        await deps.digests.schedule(written, delay);
      }
      if (batch.length < BATCH) break;
      after = batch[batch.length - 1]!.id;
    }
  }
  return matched;
}

/** The digest's event, or null when none of its homes is still on the market. */
function digestEvent(deps: MatchingDeps, search: SavedSearch): EventEnvelope | null {
  const live = search.pendingIds
    .map((id) => deps.search.get(id))
    .filter((entry) => entry && entry.status === 'FREE' && !entry.hidden);
  if (live.length === 0 || search.paused) return null;
  return buildEvent(
    'SavedSearchDigestReady',
    search.id,
    {
      userId: search.userId,
      savedSearchId: search.id,
      name: search.name,
      count: live.length,
      listingIds: live.map((entry) => entry!.id),
      firstTitle: live[0]!.summary().title,
      resultsUrl: savedSearchResultsPath(search.filters),
    },
    { source: EVENT_SOURCE },
  );
}

/** Tries to close a cycle this many times when matches keep arriving during the send. */
const ATTEMPTS = 5;

/**
 * The digest job of one saved search and cycle: the homes gathered, still on the market, go out
 * as one SavedSearchDigestReady through the search's outbox, in the same write that empties the
 * list and starts the next cycle. A job of an older cycle, of a deleted search or of an empty
 * list does nothing; a paused search's gathered homes are dropped without a digest.
 */
export async function sendSavedSearchDigest(
  deps: MatchingDeps,
  job: { savedSearchId: string; digestSeq: number },
): Promise<'sent' | 'dropped' | 'nothing'> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const search = await deps.savedSearches.find(job.savedSearchId);
    if (!search || search.digestSeq !== job.digestSeq || search.pendingIds.length === 0) {
      return 'nothing';
    }
    const event = digestEvent(deps, search);
    if (await deps.savedSearches.closeDigest(search, event ? [event] : [], deps.clock.now())) {
      return event ? 'sent' : 'dropped';
    }
  }
  throw new Error(`saved search ${job.savedSearchId} kept changing during its digest`);
}
