import { changeUser } from './change-user';
import type { AuthDeps } from './ports';
import type { ActionContext, UserRecord } from './user';
import { userEvent } from './user-events';

export async function unblockUser(
  deps: AuthDeps,
  userId: string,
  ctx: ActionContext,
): Promise<UserRecord> {
  const { after } = await changeUser(deps, userId, (current) => {
    if (current.status !== 'BLOCKED') return null;
    return {
      change: { set: { status: 'ACTIVE' } },
      events: (next) => [userEvent('UserUnblocked', next, ctx)],
    };
  });
  await deps.sessions.allow(userId);
  return after;
}
