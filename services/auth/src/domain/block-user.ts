import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { forbidden } from '@ghar/platform';
import { changeUser } from './change-user';
import type { AuthDeps } from './ports';
import type { ActionContext, UserRecord } from './user';
import { isProtectedAccount } from './user-admin-rules';
import { userEvent } from './user-events';

/**
 * Blocks a non-admin. The denial key is written after the state (and written again when the
 * user is already blocked), so a retry after a Redis hiccup always completes the block. Every
 * session ends too: an unblock lifts the denial, and tokens from before the block must not
 * come back with it.
 */
export async function blockUser(
  deps: AuthDeps,
  userId: string,
  ctx: ActionContext,
): Promise<UserRecord> {
  const { after } = await changeUser(deps, userId, (current) => {
    if (isProtectedAccount(current)) throw forbidden(ERROR_MESSAGES.adminAccountProtected);
    if (current.status === 'BLOCKED') return null;
    return {
      change: { set: { status: 'BLOCKED' } },
      events: (next) => [userEvent('UserBlocked', next, ctx)],
    };
  });
  await deps.sessions.deny(userId, 'BLOCKED');
  await deps.sessions.revokeAll(userId);
  return after;
}
