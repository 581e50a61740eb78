import { apiRouter, uploadsRouter, type ApiRouter, type UploadStore } from '@ghar/platform';
import { LISTING_DOCUMENT } from '../../domain/listing-file-policies';
import { mayReadDocument } from '../../domain/may-read-document';
import type { ListingsDeps } from '../../domain/ports';

/**
 * `/uploads/listings/documents/...`: registry, bills, other documents and fee proofs, only for
 * the listing's owner and admins (a visitor 401, anyone else 403, before the file is looked up).
 */
export function documentsRoutes(deps: ListingsDeps, uploads: UploadStore): ApiRouter {
  const api = apiRouter();
  api.route(
    {
      method: 'get',
      path: `${uploads.urlBase}/${LISTING_DOCUMENT.kind}/:fileName`,
      access: 'owner-or-admin',
      summary: "A listing's private document (registry, bill, other document, fee proof)",
      tags: ['uploads'],
      produces: 'application/pdf',
      responses: [404],
    },
    uploadsRouter(uploads, {
      [LISTING_DOCUMENT.kind]: {
        access: 'private',
        mayRead: (identity, file) =>
          mayReadDocument(deps, { userId: identity.userId, role: identity.role }, file.originalUrl),
      },
    }),
  );
  return api;
}
