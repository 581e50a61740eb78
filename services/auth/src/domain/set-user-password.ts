import { changeUser } from './change-user';
import type { AuthDeps } from './ports';

/** Admin's Change User Password: the user's sessions end, they log in with the new one. */
export async function setUserPassword(deps: AuthDeps, userId: string, password: string) {
  const passwordHash = await deps.passwords.hash(password);
  const { after } = await changeUser(deps, userId, () => ({
    change: { set: { passwordHash, passwordChangedAt: deps.clock.now() } },
    events: () => [],
  }));
  await deps.sessions.revokeAll(userId);
  return after;
}
