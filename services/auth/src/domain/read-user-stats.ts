import type { AdminUserStats } from '@ghar/contracts/http';
import type { AuthDeps } from './ports';
import { statsOfTally } from './user-stats-rules';

/** The admin dashboard's user figures, from the counters every write keeps (issue 24 item 3). */
export async function readUserStats(
  deps: Pick<AuthDeps, 'users' | 'clock'>,
): Promise<AdminUserStats> {
  const tally = await deps.users.tally();
  return statsOfTally(tally ?? { byRole: {}, createdOn: {} }, deps.clock.now());
}
