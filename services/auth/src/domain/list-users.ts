import type { AuthDeps } from './ports';
import { presentUser } from './present-user';
import type { Viewer } from './user';
import type { UserView } from './user-view-rules';

/** Every live account, newest first, as the admin's users table shows it. */
export async function listUsers(
  deps: Pick<AuthDeps, 'users' | 'aadhaar' | 'logger'>,
  viewer: Viewer,
): Promise<UserView[]> {
  const users = await deps.users.list();
  return users.map((user) => presentUser(deps, user, viewer));
}
