import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { unauthorized } from '@ghar/platform';
import type { AuthDeps } from './ports';
import type { UserRecord, Viewer } from './user';

/**
 * The caller's own account. One gone since the token was issued means their session is over:
 * a 401 is what makes the web drop the stored user, where a 404 would leave it.
 */
export async function getOwnAccount(
  deps: Pick<AuthDeps, 'users'>,
  viewer: Viewer,
): Promise<UserRecord> {
  const user = await deps.users.findById(viewer.userId);
  if (!user) throw unauthorized(ERROR_MESSAGES.authRequired);
  return user;
}
