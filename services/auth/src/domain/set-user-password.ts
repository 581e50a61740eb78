import { changeUser } from './change-user';
import type { AuthDeps } from './ports';
import type { ActionContext } from './user';
import { passwordChangedEvent } from './user-events';

/** Admin's Change User Password: the user's sessions end, they log in with the new one. */
export async function setUserPassword(
  deps: AuthDeps,
  userId: string,
  password: string,
  ctx: ActionContext,
) {
  const passwordHash = await deps.passwords.hash(password);
  const now = deps.clock.now();
  const { after } = await changeUser(deps, userId, (current) => ({
    change: { set: { passwordHash, passwordChangedAt: now } },
    // The user hears of it (issue 27): a change they did not make is worth knowing.
    events: () => [passwordChangedEvent(current, now, ctx)],
  }));
  await deps.sessions.revokeAll(userId);
  return after;
}
