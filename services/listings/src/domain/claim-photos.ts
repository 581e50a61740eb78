import type { PropertyMedia } from '@ghar/contracts/http';
import type { ListingsDeps } from './ports';
import type { Viewer } from './property';

/** Every URL of a photo's sizes: a client may name it by any of them. */
export const urlsOf = (media: PropertyMedia) => [
  media.medium.jpeg,
  media.medium.webp,
  media.thumb.jpeg,
  media.thumb.webp,
];

/**
 * The photos `mediaUrls` names, in order: a listing's own (`own`) stay, photos uploaded by POST
 * /properties/upload-image (the caller's; anyone's for an admin) are taken off the uploads list.
 * `refused` when a URL is neither; `giveBack` returns taken photos when the write does not happen.
 */
export async function claimPhotos(
  deps: ListingsDeps,
  urls: string[],
  viewer: Viewer & { userId: string },
  own: PropertyMedia[] = [],
) {
  const media: PropertyMedia[] = [];
  const taken: PropertyMedia[] = [];
  let refused = false;
  for (const url of urls) {
    const kept = own.find((photo) => urlsOf(photo).includes(url));
    const uploaded = kept
      ? undefined
      : await deps.uploadedPhotos.take(url, viewer.role === 'ADMIN' ? 'any' : viewer.userId);
    if (uploaded) taken.push(uploaded);
    const photo = kept ?? uploaded;
    if (photo) media.push(photo);
    else refused = true;
  }
  const giveBack = async () => {
    await Promise.all(taken.map((photo) => deps.uploadedPhotos.keep(viewer.userId, photo)));
  };
  return { media, refused, giveBack };
}
