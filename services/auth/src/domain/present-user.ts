import type { AuthDeps } from './ports';
import type { UserRecord, Viewer } from './user';
import { seesPrivateData, toUserView, type UserView } from './user-view-rules';

/** The response view of a user for one viewer; the number is decrypted only for those who may see it. */
export function presentUser(
  deps: Pick<AuthDeps, 'aadhaar' | 'logger'>,
  user: UserRecord,
  viewer: Viewer,
): UserView {
  let aadhaar: string | undefined;
  if (user.aadhaar && seesPrivateData(viewer, user)) {
    try {
      aadhaar = deps.aadhaar.decrypt(user.id, user.aadhaar);
    } catch {
      // A wrong key or tampered row: show the masked form rather than fail the whole page.
      deps.logger.error({ userId: user.id }, 'stored Aadhaar number does not decrypt');
    }
  }
  return toUserView(user, viewer, aadhaar);
}
