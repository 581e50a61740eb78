import type { ListingsDeps } from './ports';
import type { Viewer } from './property';

/** A listing's document is for its owner and admins only (docs/identity-and-privacy.md). */
export async function mayReadDocument(
  deps: Pick<ListingsDeps, 'properties'>,
  viewer: Viewer & { userId: string },
  url: string,
): Promise<boolean> {
  return viewer.role === 'ADMIN' || (await deps.properties.ownerOfDocument(url)) === viewer.userId;
}
