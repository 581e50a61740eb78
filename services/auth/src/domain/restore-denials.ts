import type { AuthDeps } from './ports';
import { deletedDenialLeft } from './session-rules';

/**
 * Rewrites the gateway's denial and role keys from the database at start, so a Redis that lost
 * its data never lets a blocked or deleted user back in, nor a token issued before a role change
 * (an admin demoted to USER) act with its old role. Both windows are a session's life and a day.
 */
export async function restoreDenials(
  deps: AuthDeps,
  deletedDenialSeconds: number,
): Promise<number> {
  const now = deps.clock.now().getTime();
  const since = new Date(now - deletedDenialSeconds * 1000);
  const denied = await deps.users.listDenied(since);
  for (const user of denied) {
    if (user.status === 'BLOCKED') {
      await deps.sessions.deny(user.id, 'BLOCKED');
    } else if (user.deletedAt) {
      const left = deletedDenialLeft(user.deletedAt, deletedDenialSeconds, now);
      if (left > 0) await deps.sessions.deny(user.id, 'DELETED', left);
    }
  }
  for (const user of await deps.users.listRoleChanged(since)) {
    await deps.sessions.applyRole(user.id, user.role);
  }
  return denied.length;
}
