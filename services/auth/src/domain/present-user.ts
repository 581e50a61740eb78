import type { AuthDeps } from './ports';
import type { UserRecord, Viewer } from './user';
import { toUserView, type UserView } from './user-view-rules';

/**
 * The response view of a user for one viewer. It never decrypts the Aadhaar number: every
 * answer carries it masked, and `revealAadhaar` alone opens it.
 */
export function presentUser(
  _deps: Pick<AuthDeps, 'aadhaar' | 'logger'>,
  user: UserRecord,
  viewer: Viewer,
): UserView {
  return toUserView(user, viewer);
}
