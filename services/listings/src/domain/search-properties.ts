import { SEARCH_DEFAULTS } from '@ghar/contracts/constants';
import type { PropertySearchQuery } from '@ghar/contracts/http';
import { forbidden } from '@ghar/platform';
import type { ListingsDeps } from './ports';
import type { Viewer } from './property';

export interface SearchAnswer {
  /** The `data` of the answer (`{ properties, pagination }`), already JSON. */
  json: Buffer;
  /** The same for every caller: no owner's own list (which shows hidden and booked ones). */
  public: boolean;
}

/**
 * GET /properties from the search read model. The public search shows FREE listings unless a
 * status is asked for; an owner's own list (ownerId) shows every status and is only for that
 * owner or an admin.
 */
export function searchProperties(
  deps: Pick<ListingsDeps, 'search'>,
  query: PropertySearchQuery,
  viewer: Viewer,
): SearchAnswer {
  const { page, limit, sortBy, sortOrder, ...filters } = query;
  if (
    filters.ownerId !== undefined &&
    viewer.role !== 'ADMIN' &&
    viewer.userId !== filters.ownerId
  ) {
    throw forbidden();
  }
  const status = filters.status ?? (filters.ownerId ? undefined : SEARCH_DEFAULTS.status);
  const json = deps.search.searchJson({
    filters: { ...filters, status },
    sortBy,
    sortOrder,
    page,
    limit,
  });
  return { json, public: filters.ownerId === undefined };
}
