import type { AdminPropertiesQuery, AdminPropertiesResponse } from '@ghar/contracts/http';
import type { ListingsDeps } from './ports';
import { ownerViewOf } from './property-views';

/**
 * Manage Properties (part 2 §2): every status, newest first, from the database (an admin page,
 * not the public search), with the owner's view of each listing.
 */
export async function listAdminProperties(
  deps: ListingsDeps,
  query: AdminPropertiesQuery,
): Promise<AdminPropertiesResponse> {
  const { records, total } = await deps.properties.listForAdmin(query);
  return {
    properties: records.map(ownerViewOf),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      pages: Math.ceil(total / query.limit),
    },
  };
}
