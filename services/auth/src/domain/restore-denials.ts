import type { AuthDeps } from './ports';
import { deletedDenialLeft } from './session-rules';

/**
 * Rewrites the gateway's denial keys from the database at start, so a Redis that lost its data
 * never lets a blocked or deleted user back in.
 */
export async function restoreDenials(
  deps: AuthDeps,
  deletedDenialSeconds: number,
): Promise<number> {
  const now = deps.clock.now().getTime();
  const denied = await deps.users.listDenied(new Date(now - deletedDenialSeconds * 1000));
  for (const user of denied) {
    if (user.status === 'BLOCKED') {
      await deps.sessions.deny(user.id, 'BLOCKED');
    } else if (user.deletedAt) {
      const left = deletedDenialLeft(user.deletedAt, deletedDenialSeconds, now);
      if (left > 0) await deps.sessions.deny(user.id, 'DELETED', left);
    }
  }
  return denied.length;
}
