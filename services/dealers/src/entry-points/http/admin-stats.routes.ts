import { adminDealerStatsSchema } from '@ghar/contracts/http';
import { adminFiguresRoute, type ApiRouter } from '@ghar/platform';
import { summariseDealers } from '../../domain/dealer-stats-rules';
import type { DealersDeps } from '../../domain/ports';
import { tags } from './request-context';

/**
 * The admin dashboard's dealer figures (issue 13): the network's projection and the ledger's
 * totals, two documents read by `_id` (issue 24 item 3); the polls share one read.
 */
export function adminStatsRoutes(deps: DealersDeps): ApiRouter {
  return adminFiguresRoute(
    {
      path: '/dealers/admin/stats',
      summary: 'Dashboard figures: dealers by status, commission earned, reversed and net (rupees)',
      tags,
      response: adminDealerStatsSchema,
    },
    async () => {
      const [dealers, sums] = await Promise.all([deps.dealers.all(), deps.ledger.sums()]);
      return summariseDealers(dealers, sums);
    },
  );
}
