import type { UploadStore } from '@ghar/platform';
import type { ProofStore } from '../domain/ports';
import { BOOKING_PROOF } from '../domain/proof-policy';

/** Payment proofs live at `/uploads/bookings/documents/<file>`, private (booker and admins). */

export function createProofStore(uploads: UploadStore): ProofStore {
  return {
    async save(upload) {
      return (await uploads.save({ ...upload, kind: BOOKING_PROOF.kind })).url;
    },
    remove: (url) => uploads.remove(url),
  };
}
