import type { UploadStore } from '@ghar/platform';
import type { ProofStore } from '../domain/ports';

/** Payment proofs live at `/uploads/bookings/documents/<file>`, private (booker and admins). */
export const PROOF_KIND = 'documents';

export function createProofStore(uploads: UploadStore): ProofStore {
  return {
    async save(upload) {
      return (await uploads.save({ ...upload, kind: PROOF_KIND })).url;
    },
    remove: (url) => uploads.remove(url),
  };
}
