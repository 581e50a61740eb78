import type { AuthDeps } from './ports';
import type { Viewer } from './user';

/** An Aadhaar image is for its owner and admins only (docs/identity-and-privacy.md). */
export async function mayReadAadhaarImage(
  deps: Pick<AuthDeps, 'users'>,
  viewer: Viewer,
  url: string,
): Promise<boolean> {
  return viewer.role === 'ADMIN' || deps.users.ownsAadhaarImage(viewer.userId, url);
}
