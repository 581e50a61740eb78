import type {
  ShortlistIds,
  ShortlistMark,
  ShortlistPage,
  ShortlistPageQuery,
} from '@ghar/contracts/http';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { conflict, notFound } from '@ghar/platform';
import type { ListingsDeps } from './ports';
import { shortlistItemOf, shortlistRefusal } from './shortlist-rules';

type Deps = Pick<ListingsDeps, 'search' | 'shortlists' | 'clock'>;

/**
 * ♥ a home: once per user and home, whatever the number of presses; 404 for a home search does
 * not hold, 409 'Your shortlist is full …' at LIMITS.shortlistMax homes. Two saves racing at the
 * cap may keep one more than it; the next save is refused again.
 */
export async function saveToShortlist(
  deps: Deps,
  userId: string,
  propertyId: string,
): Promise<ShortlistMark> {
  const listing = deps.search.get(propertyId);
  if (!listing) throw notFound(ERROR_MESSAGES.propertyNotFound);
  if (shortlistRefusal(await deps.shortlists.idsOf(userId), propertyId) === 'full') {
    throw conflict(ERROR_MESSAGES.shortlistFull);
  }
  await deps.shortlists.add({
    userId,
    propertyId,
    savedPrice: listing.shownPrice,
    title: listing.summary().title,
    savedAt: deps.clock.now(),
  });
  return { propertyId, saved: true };
}

/** Un-♥: removing a home that is not on the list is no error (the second of two presses). */
export async function removeFromShortlist(
  deps: Deps,
  userId: string,
  propertyId: string,
): Promise<ShortlistMark> {
  await deps.shortlists.remove(userId, propertyId);
  return { propertyId, saved: false };
}

export async function shortlistIds(deps: Deps, userId: string): Promise<ShortlistIds> {
  return { ids: await deps.shortlists.idsOf(userId) };
}

/**
 * The caller's saved homes, newest saved first, with each listing's state now from the search
 * model. A shortlist holds at most LIMITS.shortlistMax homes: one indexed read of them all, paged
 * here, so the total needs no count.
 */
export async function listShortlist(
  deps: Deps,
  userId: string,
  query: ShortlistPageQuery,
): Promise<ShortlistPage> {
  const saved = await deps.shortlists.savedBy(userId);
  const total = saved.length;
  const pages = Math.max(1, Math.ceil(total / query.limit));
  const start = (query.page - 1) * query.limit;
  const items = saved
    .slice(start, start + query.limit)
    .map((home) => shortlistItemOf(home, deps.search.get(home.propertyId)));
  return { items, pagination: { page: query.page, pages, total, limit: query.limit } };
}
