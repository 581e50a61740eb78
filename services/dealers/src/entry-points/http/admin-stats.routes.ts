import { adminDealerStatsSchema } from '@ghar/contracts/http';
import { adminFiguresRoute, type ApiRouter } from '@ghar/platform';
import { summariseDealers } from '../../domain/dealer-stats-rules';
import type { DealersDeps } from '../../domain/ports';
import { tags } from './request-context';

/** Every ledger entry: from the epoch to a far future, in one read. */
const ALL_TIME = [new Date(0), new Date(8.64e15)] as const;

/**
 * The admin dashboard's dealer figures (issue 13); every dealer and ledger entry is read, so the
 * polls share one read.
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
      const [dealers, entries] = await Promise.all([
        deps.dealers.all(),
        deps.ledger.createdBetween(...ALL_TIME),
      ]);
      return summariseDealers(dealers, entries);
    },
  );
}
