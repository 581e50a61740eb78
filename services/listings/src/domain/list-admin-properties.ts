import type { AdminPropertiesQuery, AdminPropertiesResponse } from '@ghar/contracts/http';
import type { ListingsDeps } from './ports';
import { ownerViewOf } from './property-views';

/** A capped count reads this many listings past the page at most (the repository's cap). */
const COUNT_CAP = 100;

const filtered = (query: AdminPropertiesQuery) =>
  Boolean(query.type || query.status || query.location || query.search);

/**
 * Manage Properties (part 2 §2): every status, newest first, from the database (an admin page,
 * not the public search), with the owner's view of each listing. The total of the whole list is
 * the counters' (kept by the listings' events); a filtered list is counted from its page on, up
 * to 100 more ("at least": the admin pages on and it grows), never over every listing (issue 24).
 */
export async function listAdminProperties(
  deps: Pick<ListingsDeps, 'properties' | 'listingCounters'>,
  query: AdminPropertiesQuery,
): Promise<AdminPropertiesResponse> {
  const records = await deps.properties.listForAdmin(query);
  let total: number;
  let totalAtLeast = false;
  if (filtered(query)) {
    const fromPage = await deps.properties.countForAdminFrom(query);
    total = (query.page - 1) * query.limit + fromPage;
    totalAtLeast = fromPage >= COUNT_CAP;
  } else {
    total = (await deps.listingCounters.read())?.total ?? 0;
  }
  return {
    properties: records.map(ownerViewOf),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      pages: Math.ceil(total / query.limit),
      ...(totalAtLeast ? { totalAtLeast } : {}),
    },
  };
}
