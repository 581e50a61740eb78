import type { UploadStore } from '@ghar/platform';
import { LISTING_DOCUMENT } from '../domain/listing-file-policies';
import type { DocumentStore } from '../domain/ports';

/**
 * Where a listing's private files live: `/uploads/listings/documents/<file>`, apart from the
 * public photos, served only to the listing's owner and admins (docs/identity-and-privacy.md).
 */
export function createDocumentStore(uploads: UploadStore): DocumentStore {
  return {
    async save(upload) {
      return (await uploads.save({ ...upload, kind: LISTING_DOCUMENT.kind })).url;
    },
    remove: (url) => uploads.remove(url),
  };
}
