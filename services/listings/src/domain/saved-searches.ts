import type { SavedSearchFilters, SavedSearchList, SavedSearchView } from '@ghar/contracts/http';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { conflict, notFound } from '@ghar/platform';
import type { ListingsDeps } from './ports';
import { savedSearchRefusal, savedSearchView } from './saved-search-rules';

type Deps = Pick<ListingsDeps, 'savedSearches' | 'clock'>;

/**
 * "Alert me" (issue 27 item 6): the caller's search saved with a name. 409 at
 * LIMITS.savedSearchMax; two saves racing at the cap may keep one more (the next is refused).
 */
export async function createSavedSearch(
  deps: Deps,
  userId: string,
  input: { name: string; filters: SavedSearchFilters },
): Promise<SavedSearchView> {
  const mine = await deps.savedSearches.ofUser(userId);
  if (savedSearchRefusal(mine.length) === 'full') throw conflict(ERROR_MESSAGES.savedSearchesFull);
  const search = {
    id: deps.savedSearches.newId(),
    userId,
    name: input.name,
    filters: input.filters,
    paused: false,
    createdAt: deps.clock.now(),
    pendingIds: [],
    digestSeq: 0,
  };
  await deps.savedSearches.create(search);
  return savedSearchView(search);
}

export async function listSavedSearches(deps: Deps, userId: string): Promise<SavedSearchList> {
  const mine = await deps.savedSearches.ofUser(userId);
  return { items: mine.map(savedSearchView) };
}

/** Pause, resume or rename one of the caller's own; another's is 404, as if it did not exist. */
export async function updateSavedSearch(
  deps: Deps,
  userId: string,
  id: string,
  change: { name?: string; paused?: boolean },
): Promise<SavedSearchView> {
  const updated = await deps.savedSearches.update(userId, id, change);
  if (!updated) throw notFound(ERROR_MESSAGES.savedSearchNotFound);
  return savedSearchView(updated);
}

export async function deleteSavedSearch(
  deps: Deps,
  userId: string,
  id: string,
): Promise<{ id: string; deleted: true }> {
  if (!(await deps.savedSearches.remove(userId, id))) {
    throw notFound(ERROR_MESSAGES.savedSearchNotFound);
  }
  return { id, deleted: true };
}
