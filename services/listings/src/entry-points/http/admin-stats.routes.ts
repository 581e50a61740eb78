import { adminPropertyStatsSchema } from '@ghar/contracts/http';
import { adminFiguresRoute, type ApiRouter } from '@ghar/platform';
import { statsOfCounters } from '../../domain/listing-tally';
import type { ListingsDeps } from '../../domain/ports';

/** The admin dashboard's listing figures (issue 13), from the counters the listings' events keep. */
export function adminStatsRoutes(deps: ListingsDeps): ApiRouter {
  return adminFiguresRoute(
    {
      path: '/properties/admin/stats',
      summary: 'Dashboard figures: live listings by status, listing fees received (count, rupees)',
      tags: ['properties'],
      response: adminPropertyStatsSchema,
    },
    async () => statsOfCounters((await deps.listingCounters.read()) ?? {}, deps.listingFee.amount),
  );
}
