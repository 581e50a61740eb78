import { LIMITS } from '@ghar/contracts/constants';
import {
  propertySearchQuerySchema,
  type SavedSearchFilters,
  type SavedSearchView,
  savedSearchResultsPath,
} from '@ghar/contracts/http';
import { compileFilters, type EntryTest } from './search/search-filters';
import type { SearchEntry } from './search/search-entry';
import { canonicalCity } from './search/text-match';

/** One user's saved search as the store keeps it (issue 27 item 6). */
export interface SavedSearch {
  id: string;
  userId: string;
  name: string;
  /** The search page's query parameters, canonical (contracts' savedSearchFiltersSchema). */
  filters: SavedSearchFilters;
  paused: boolean;
  createdAt: Date;
  lastDigestAt?: Date;
  /** New homes matched since the last digest (at most LIMITS.savedSearchDigestMax). */
  pendingIds: string[];
  /** Counts the digests sent: the next digest's job is named by it, so it is queued once. */
  digestSeq: number;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The city a saved search is looked up by when a listing appears ('' = any city): the search's
 * own canonical city, so "jodhpur", "Jodhpr" and "जोधपुर" find the same listings as the search does.
 */
export const cityKeyOf = (filters: SavedSearchFilters): string =>
  filters.city ? canonicalCity(filters.city) : '';

/**
 * The search's own predicate over its saved filters, for the public results (FREE and not hidden):
 * one listing is tested exactly as GET /properties would find it.
 */
export function savedSearchTest(filters: SavedSearchFilters): EntryTest {
  const query = propertySearchQuerySchema.parse(filters);
  return compileFilters({ ...query, status: 'FREE', ownerId: undefined });
}

/** Whether a listing that just appeared is news to this saved search. */
export function isNewMatch(search: SavedSearch, entry: SearchEntry): boolean {
  if (search.paused || search.userId === entry.ownerId) return false;
  if (search.pendingIds.includes(entry.id)) return false;
  return savedSearchTest(search.filters)(entry);
}

/**
 * How long the next digest waits: a short gathering window (homes listed together make one
 * digest), and never sooner than a day after the last one.
 */
export function digestDelayMs(lastDigestAt: Date | undefined, now: Date, gatherMs: number): number {
  const dayLeft = lastDigestAt ? lastDigestAt.getTime() + DAY_MS - now.getTime() : 0;
  return Math.max(gatherMs, dayLeft);
}

/** Why a new saved search is refused, or null. */
export const savedSearchRefusal = (count: number): 'full' | null =>
  count >= LIMITS.savedSearchMax ? 'full' : null;

export function savedSearchView(search: SavedSearch): SavedSearchView {
  return {
    id: search.id,
    name: search.name,
    filters: search.filters,
    paused: search.paused,
    pending: search.pendingIds.length,
    createdAt: search.createdAt.toISOString(),
    lastDigestAt: search.lastDigestAt?.toISOString(),
    resultsUrl: savedSearchResultsPath(search.filters),
  };
}
