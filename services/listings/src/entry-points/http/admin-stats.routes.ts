import { adminPropertyStatsSchema } from '@ghar/contracts/http';
import { adminFiguresRoute, type ApiRouter } from '@ghar/platform';
import { summariseListings } from '../../domain/listing-stats-rules';
import type { ListingsDeps } from '../../domain/ports';

/** The admin dashboard's listing figures (issue 13); every listing is read, so the polls share one read. */
export function adminStatsRoutes(deps: ListingsDeps): ApiRouter {
  return adminFiguresRoute(
    {
      path: '/properties/admin/stats',
      summary: 'Dashboard figures: live listings by status, listing fees received (count, rupees)',
      tags: ['properties'],
      response: adminPropertyStatsSchema,
    },
    async () => summariseListings(await deps.properties.statsRows(), deps.listingFee.amount),
  );
}
