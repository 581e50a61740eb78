import { apiRouter, uploadsRouter, type ApiRouter } from '@ghar/platform';
import { AADHAAR_IMAGE, PROFILE_PICTURE } from '../../domain/image-policies';
import { mayReadAadhaarImage } from '../../domain/may-read-aadhaar-image';
import type { AuthDeps } from '../../domain/ports';

/**
 * `/uploads/auth/...`, forwarded unchanged by the gateway: profile pictures are public, an
 * Aadhaar image only for its owner and admins (docs/identity-and-privacy.md). Each kind is declared on its own so
 * its access shows in /openapi.json; the platform's file sender serves both.
 */
export function uploadsRoutes(deps: AuthDeps): ApiRouter {
  const api = apiRouter();
  const files = uploadsRouter(deps.uploads, {
    [PROFILE_PICTURE.kind]: { access: 'public' },
    [AADHAAR_IMAGE.kind]: {
      access: 'private',
      mayRead: async (identity, file) =>
        identity.role !== undefined &&
        mayReadAadhaarImage(
          deps,
          { userId: identity.userId, role: identity.role },
          file.originalUrl,
        ),
    },
  });
  const file = (kind: string) => `${deps.uploads.urlBase}/${kind}/:fileName`;

  api.route(
    {
      method: 'get',
      path: file(PROFILE_PICTURE.kind),
      access: 'visitor',
      summary: 'A profile picture (or its thumbnail)',
      tags: ['uploads'],
      produces: 'image/jpeg',
      responses: [404],
    },
    files,
  );
  api.route(
    {
      method: 'get',
      path: file(AADHAAR_IMAGE.kind),
      access: 'owner-or-admin',
      summary: 'An Aadhaar image, for its owner and admins',
      tags: ['uploads'],
      produces: 'image/jpeg',
      responses: [404],
    },
    files,
  );
  return api;
}
