import {
  SUCCESS_MESSAGES,
  adminCreateUserSchema,
  adminPasswordBodySchema,
  adminUpdateUserSchema,
} from '@ghar/contracts';
import { multipartUpload, sendOk, uploadedFile } from '@ghar/platform';
import { Router, type Request } from 'express';
import type { Config } from '../../config';
import { deletedDenialSeconds } from '../../context';
import { blockUser } from '../../domain/block-user';
import { createUserAsAdmin } from '../../domain/create-user-as-admin';
import { deleteUser } from '../../domain/delete-user';
import type { AuthDeps } from '../../domain/deps';
import { getUser } from '../../domain/get-user';
import { AADHAAR_IMAGE, PROFILE_PICTURE } from '../../domain/image-policies';
import { presentUser } from '../../domain/present-user';
import { replaceUserImage } from '../../domain/replace-user-image';
import { setUserPassword } from '../../domain/set-user-password';
import { unblockUser } from '../../domain/unblock-user';
import { updateUserAsAdmin } from '../../domain/update-user-as-admin';
import { actionContext, adminOnly, viewerOf } from './http-helpers';

const idOf = (req: Request) => (req.params as { id: string }).id;

/** Admin user management (part 2 §2 All Users, §5, §7 Admin). Every route needs ADMIN. */
export function adminUsersRoutes(deps: AuthDeps, config: Config): Router {
  const router = Router();
  router.use('/admin/users', adminOnly);

  router.get('/admin/users', async (req, res) => {
    const viewer = viewerOf(req);
    const users = await deps.users.list();
    sendOk(
      res,
      users.map((user) => presentUser(deps, user, viewer)),
    );
  });

  router.post('/admin/users', async (req, res) => {
    const body = adminCreateUserSchema.parse(req.body ?? {});
    const user = await createUserAsAdmin(deps, body, actionContext(req));
    sendOk(res, { user: presentUser(deps, user, viewerOf(req)) }, 201);
  });

  router.get('/admin/users/:id', async (req, res) => {
    const user = await getUser(deps, idOf(req));
    sendOk(res, { user: presentUser(deps, user, viewerOf(req)) });
  });

  router.put('/admin/users/:id', async (req, res) => {
    const body = adminUpdateUserSchema.parse(req.body ?? {});
    const user = await updateUserAsAdmin(deps, idOf(req), body, actionContext(req));
    sendOk(res, { user: presentUser(deps, user, viewerOf(req)) });
  });

  router.delete('/admin/users/:id', async (req, res) => {
    await deleteUser(deps, idOf(req), actionContext(req), deletedDenialSeconds(config));
    sendOk(res, { id: idOf(req), message: SUCCESS_MESSAGES.userDeleted });
  });

  router.put('/admin/users/:id/password', async (req, res) => {
    const { password } = adminPasswordBodySchema.parse(req.body ?? {});
    const user = await setUserPassword(deps, idOf(req), password);
    sendOk(res, { user: presentUser(deps, user, viewerOf(req)) });
  });

  router.put('/admin/users/:id/block', async (req, res) => {
    const user = await blockUser(deps, idOf(req), actionContext(req));
    sendOk(res, { user: presentUser(deps, user, viewerOf(req)) });
  });

  router.put('/admin/users/:id/unblock', async (req, res) => {
    const user = await unblockUser(deps, idOf(req), actionContext(req));
    sendOk(res, { user: presentUser(deps, user, viewerOf(req)) });
  });

  router.post(
    '/admin/users/:id/profile-picture',
    multipartUpload([{ name: 'profilePic', policy: PROFILE_PICTURE }]),
    async (req, res) => {
      const user = await replaceUserImage(
        deps,
        { userId: idOf(req), slot: 'profilePic', file: uploadedFile(req, 'profilePic') },
        actionContext(req),
      );
      sendOk(res, { profilePicUrl: user.profilePic, user: presentUser(deps, user, viewerOf(req)) });
    },
  );

  router.post(
    '/admin/users/:id/aadhaar-image',
    multipartUpload([{ name: 'aadhaarImage', policy: AADHAAR_IMAGE }]),
    async (req, res) => {
      const user = await replaceUserImage(
        deps,
        { userId: idOf(req), slot: 'aadhaarImage', file: uploadedFile(req, 'aadhaarImage') },
        actionContext(req),
      );
      sendOk(res, {
        aadhaarImageUrl: user.aadhaarImage,
        user: presentUser(deps, user, viewerOf(req)),
      });
    },
  );

  return router;
}
