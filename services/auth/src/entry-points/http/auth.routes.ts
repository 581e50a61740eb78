import {
  ERROR_MESSAGES,
  SUCCESS_MESSAGES,
  changePasswordBodySchema,
  loginSchema,
  profileUpdateSchema,
  signupSchema,
} from '@ghar/contracts';
import {
  callerIp,
  multipartUpload,
  requireUser,
  sendOk,
  unauthorized,
  uploadedFile,
} from '@ghar/platform';
import { Router } from 'express';
import { z } from 'zod';
import type { Config } from '../../config';
import { changePassword } from '../../domain/change-password';
import type { AuthDeps } from '../../domain/deps';
import { AADHAAR_IMAGE, PROFILE_PICTURE, SIGNUP_AADHAAR_IMAGE } from '../../domain/image-policies';
import { logIn } from '../../domain/log-in';
import { logOut } from '../../domain/log-out';
import { presentUser } from '../../domain/present-user';
import { replaceUserImage } from '../../domain/replace-user-image';
import { signInWithGoogle } from '../../domain/sign-in-with-google';
import { signUp } from '../../domain/sign-up';
import { updateProfile } from '../../domain/update-profile';
import {
  actionContext,
  clearSessionCookie,
  signedIn,
  setSessionCookie,
  tokenOf,
  viewerOf,
} from './http-helpers';

const googleSchema = z.object({
  credential: z
    .string({ error: ERROR_MESSAGES.validationFailed })
    .min(1, { error: ERROR_MESSAGES.validationFailed }),
});

/** The signed-in user's own account (part 2 §7 Auth). */
export function authRoutes(deps: AuthDeps, config: Config): Router {
  const router = Router();

  router.post(
    '/auth/signup',
    multipartUpload([{ name: 'aadhaarImage', policy: SIGNUP_AADHAAR_IMAGE }]),
    async (req, res) => {
      const body = signupSchema.parse(req.body ?? {});
      const user = await signUp(
        deps,
        { ...body, aadhaarImage: uploadedFile(req, 'aadhaarImage') },
        { requestId: req.requestId },
      );
      sendOk(res, { user: presentUser(deps, user, { userId: user.id, role: user.role }) }, 201);
    },
  );

  router.post('/auth/login', async (req, res) => {
    const body = loginSchema.parse(req.body ?? {});
    const ip = callerIp(req);
    const { user, session } = await logIn(deps, { ...body, ip });
    setSessionCookie(res, config, session);
    const view = presentUser(deps, user, { userId: user.id, role: user.role });
    sendOk(res, { user: view, token: session.token });
  });

  router.post('/auth/google', async (req, res) => {
    const { credential } = googleSchema.parse(req.body ?? {});
    const { user, session } = await signInWithGoogle(deps, credential, {
      requestId: req.requestId,
    });
    setSessionCookie(res, config, session);
    const view = presentUser(deps, user, { userId: user.id, role: user.role });
    sendOk(res, { user: view, token: session.token });
  });

  router.get('/auth/me', async (req, res) => {
    const viewer = viewerOf(req);
    // The caller's own account is gone (deleted after the token was issued): their session is
    // over, and a 401 is what makes the web drop the stored user; a 404 would leave it.
    const user = await deps.users.findById(viewer.userId);
    if (!user) throw unauthorized(ERROR_MESSAGES.authRequired);
    sendOk(res, { user: presentUser(deps, user, viewer) });
  });

  // A visitor may log out too: the cookie is cleared either way.
  router.post('/auth/logout', async (req, res) => {
    await logOut(deps, tokenOf(req, config));
    clearSessionCookie(res, config);
    sendOk(res, { message: SUCCESS_MESSAGES.loggedOut });
  });

  router.put('/auth/profile', async (req, res) => {
    const viewer = viewerOf(req);
    const body = profileUpdateSchema.parse(req.body ?? {});
    const user = await updateProfile(deps, viewer.userId, body, actionContext(req));
    sendOk(res, { user: presentUser(deps, user, viewer) });
  });

  router.put('/auth/password', async (req, res) => {
    const { userId } = requireUser(req);
    const body = changePasswordBodySchema.parse(req.body ?? {});
    const currentJti = deps.tokens.read(tokenOf(req, config) ?? '')?.jti;
    await changePassword(deps, { ...body, userId, currentJti });
    sendOk(res, { message: SUCCESS_MESSAGES.passwordChanged });
  });

  router.post(
    '/auth/profile-picture',
    signedIn,
    multipartUpload([{ name: 'profilePic', policy: PROFILE_PICTURE }]),
    async (req, res) => {
      const viewer = viewerOf(req);
      const user = await replaceUserImage(
        deps,
        { userId: viewer.userId, slot: 'profilePic', file: uploadedFile(req, 'profilePic') },
        actionContext(req),
      );
      sendOk(res, { profilePicUrl: user.profilePic, user: presentUser(deps, user, viewer) });
    },
  );

  router.post(
    '/auth/aadhaar-image',
    signedIn,
    multipartUpload([{ name: 'aadhaarImage', policy: AADHAAR_IMAGE }]),
    async (req, res) => {
      const viewer = viewerOf(req);
      const user = await replaceUserImage(
        deps,
        { userId: viewer.userId, slot: 'aadhaarImage', file: uploadedFile(req, 'aadhaarImage') },
        actionContext(req),
      );
      sendOk(res, { aadhaarImageUrl: user.aadhaarImage, user: presentUser(deps, user, viewer) });
    },
  );

  return router;
}
