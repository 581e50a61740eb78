import { SEARCH_DEFAULTS, type PropertySearchQuery } from '@ghar/contracts';
import { forbidden } from '@ghar/platform';
import type { ListingsDeps } from './ports';
import type { Viewer } from './property';
import type { SearchPage } from './search/search-index';

/**
 * GET /properties from the search read model. The public search shows FREE listings unless a
 * status is asked for; an owner's own list (ownerId) shows every status and is only for that
 * owner or an admin.
 */
export function searchProperties(
  deps: Pick<ListingsDeps, 'search'>,
  query: PropertySearchQuery,
  viewer: Viewer,
): SearchPage {
  const { page, limit, sortBy, sortOrder, ...filters } = query;
  if (
    filters.ownerId !== undefined &&
    viewer.role !== 'ADMIN' &&
    viewer.userId !== filters.ownerId
  ) {
    throw forbidden();
  }
  const status = filters.status ?? (filters.ownerId ? undefined : SEARCH_DEFAULTS.status);
  return deps.search.search({ filters: { ...filters, status }, sortBy, sortOrder, page, limit });
}
