import { apiRouter, uploadsRouter, type ApiRouter, type UploadStore } from '@ghar/platform';
import { mayReadProof } from '../../domain/may-read-proof';
import type { BookingsDeps } from '../../domain/ports';
import { BOOKING_PROOF } from '../../domain/proof-policy';

const PROOF_KIND = BOOKING_PROOF.kind;

/**
 * `/uploads/bookings/documents/...`: payment proofs, only for the booker and admins (a visitor
 * 401, anyone else 403, before the file is looked up).
 */
export function proofsRoutes(deps: BookingsDeps, uploads: UploadStore): ApiRouter {
  const api = apiRouter();
  api.route(
    {
      method: 'get',
      path: `${uploads.urlBase}/${PROOF_KIND}/:fileName`,
      // The booker's own file: another signed-in caller is refused (403), as the matrix expects.
      access: 'owner-or-admin',
      summary: "A booking's payment proof (the booker and admins)",
      tags: ['uploads'],
      produces: 'application/pdf',
      responses: [404],
    },
    uploadsRouter(uploads, {
      [PROOF_KIND]: {
        access: 'private',
        mayRead: (identity, file) =>
          mayReadProof(
            deps,
            { userId: identity.userId, role: identity.role ?? 'USER' },
            file.originalUrl,
          ),
      },
    }),
  );
  return api;
}
