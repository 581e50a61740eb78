import type { UploadStore } from '@ghar/platform';
import type { DocumentStore } from '../domain/ports';

/**
 * Where a listing's private files live: `/uploads/listings/documents/<file>`, apart from the
 * public photos, served only to the listing's owner and admins (docs/identity-and-privacy.md).
 */
export const DOCUMENT_KIND = 'documents';

export function createDocumentStore(uploads: UploadStore): DocumentStore {
  return {
    async save(upload) {
      return (await uploads.save({ ...upload, kind: DOCUMENT_KIND })).url;
    },
    remove: (url) => uploads.remove(url),
  };
}
