import type { UploadedListingImage } from '@ghar/contracts/http';
import { VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import { badRequest } from '@ghar/platform';
import { acceptListingFiles, type SentFile } from './accept-listing-files';
import { formRefused } from './create-listing';
import type { ListingsDeps } from './ports';

/**
 * POST /properties/upload-image: one photo in its sizes, kept for the uploader until an edit's
 * mediaUrls puts it on a listing (the admin edit modal).
 */
export async function uploadListingImage(
  deps: ListingsDeps,
  uploaderId: string,
  file: SentFile | undefined,
): Promise<UploadedListingImage> {
  if (!file) throw badRequest(V.atLeastOneImage);
  const checked = await acceptListingFiles({ mediaFiles: [file] });
  const [photo] = checked.accepted.mediaFiles ?? [];
  if (!photo) throw formRefused(checked.errors, checked.tooLarge);
  const media = await deps.photos.save(photo.content);
  try {
    await deps.uploadedPhotos.keep(uploaderId, media);
  } catch (error) {
    await deps.photos.remove(media);
    throw error;
  }
  return { url: media.medium.jpeg, media };
}
