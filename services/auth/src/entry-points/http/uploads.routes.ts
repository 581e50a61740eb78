import { uploadsRouter } from '@ghar/platform';
import type { Router } from 'express';
import type { AuthDeps } from '../../domain/deps';
import { AADHAAR_IMAGE, PROFILE_PICTURE } from '../../domain/image-policies';

/**
 * `/uploads/auth/...`, forwarded unchanged by the gateway: profile pictures are public, an
 * Aadhaar image only for its owner and admins (DESIGN §5).
 */
export function uploadsRoutes(deps: AuthDeps): Router {
  return uploadsRouter(deps.uploads, {
    [PROFILE_PICTURE.kind]: { access: 'public' },
    [AADHAAR_IMAGE.kind]: {
      access: 'private',
      mayRead: async (identity, file) =>
        identity.role === 'ADMIN' || deps.users.ownsAadhaarImage(identity.userId, file.originalUrl),
    },
  });
}
