import {
  changePasswordBodySchema,
  dealerSignupBodySchema,
  languageUpdateSchema,
  loginSchema,
  profileUpdateSchema,
  signupSchema,
} from '@ghar/contracts/http';
import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@ghar/contracts/texts';
import {
  actionContextOf,
  actorOf,
  apiRouter,
  callerIp,
  sendOk,
  uploadedFile,
  type ApiRouter,
} from '@ghar/platform';
import type { Response } from 'express';
import { z } from 'zod';
import type { Config } from '../../config';
import { changePassword } from '../../domain/change-password';
import { dealerSignUp } from '../../domain/dealer-sign-up';
import { getOwnAccount } from '../../domain/get-own-account';
import { SIGNUP_AADHAAR_IMAGE } from '../../domain/image-policies';
import { logIn } from '../../domain/log-in';
import { logOut } from '../../domain/log-out';
import { revealAadhaar } from '../../domain/reveal-aadhaar';
import type { AuthDeps, IssuedSession } from '../../domain/ports';
import { presentUser } from '../../domain/present-user';
import { signInWithGoogle } from '../../domain/sign-in-with-google';
import { admitSignup } from '../../domain/signup-limit';
import { signUp } from '../../domain/sign-up';
import { setLanguage } from '../../domain/set-language';
import { updateProfile } from '../../domain/update-profile';
import type { UserRecord } from '../../domain/user';
import { clearSessionCookie, setSessionCookie, tokenOf, withRetryAfter } from './http-helpers';
import { imageUploadSpec, replaceImage } from './image-routes';
import {
  aadhaarResponse,
  messageResponse,
  sessionResponse,
  userResponse,
} from './response-schemas';

/** Dealer signup answers the new user and the spec's text saying they may sign in meanwhile. */
const dealerSignupResponse = userResponse.extend({ message: z.string() });

const googleSchema = z.object({
  credential: z
    .string({ error: ERROR_MESSAGES.validationFailed })
    .min(1, { error: ERROR_MESSAGES.validationFailed }),
});

/** The signed-in user's own account (part 2 §7 Auth). */
export function authRoutes(deps: AuthDeps, config: Config): ApiRouter {
  const api = apiRouter();
  /** A new session: the cookie for the browser, the token for API clients, the user's view. */
  const sendSession = (
    res: Response,
    { user, session }: { user: UserRecord; session: IssuedSession },
  ) => {
    setSessionCookie(res, config, session);
    const view = presentUser(deps, user, { userId: user.id, role: user.role });
    sendOk(res, { user: view, token: session.token });
  };

  api.route(
    {
      method: 'post',
      path: '/auth/signup',
      access: 'visitor',
      summary: 'Create an account (JSON, or a form with the Aadhaar image)',
      multipart: {
        fields: signupSchema,
        files: { aadhaarImage: { policy: SIGNUP_AADHAAR_IMAGE } },
      },
      status: 201,
      response: userResponse,
      responses: [409, 413, 429],
    },
    async (req, res) => {
      await withRetryAfter(res, () => admitSignup(deps, callerIp(req)));
      const user = await signUp(
        deps,
        { ...req.body, aadhaarImage: uploadedFile(req, 'aadhaarImage') },
        { requestId: req.requestId },
      );
      sendOk(res, { user: presentUser(deps, user, { userId: user.id, role: user.role }) }, 201);
    },
  );

  api.route(
    {
      method: 'post',
      path: '/auth/dealer-signup',
      access: 'visitor',
      summary:
        'Create an account with a dealer application (JSON, or a form with the Aadhaar image)',
      multipart: {
        fields: dealerSignupBodySchema,
        files: { aadhaarImage: { policy: SIGNUP_AADHAAR_IMAGE } },
      },
      status: 201,
      response: dealerSignupResponse,
      responses: [409, 413, 429],
    },
    async (req, res) => {
      await withRetryAfter(res, () => admitSignup(deps, callerIp(req)));
      const user = await dealerSignUp(
        deps,
        { ...req.body, aadhaarImage: uploadedFile(req, 'aadhaarImage') },
        { requestId: req.requestId },
      );
      const view = presentUser(deps, user, { userId: user.id, role: user.role });
      sendOk(res, { user: view, message: SUCCESS_MESSAGES.dealerRegistrationSubmitted }, 201);
    },
  );

  api.route(
    {
      method: 'post',
      path: '/auth/login',
      access: 'visitor',
      summary: 'Log in with e-mail and password (sets the session cookie)',
      body: loginSchema,
      response: sessionResponse,
      responses: [401, 403, 429],
    },
    async (req, res) => {
      const signedIn = await withRetryAfter(res, () =>
        logIn(deps, { ...req.body, ip: callerIp(req), userAgent: req.get('user-agent') }),
      );
      sendSession(res, signedIn);
    },
  );

  api.route(
    {
      method: 'post',
      path: '/auth/google',
      access: 'visitor',
      summary: 'Sign in with a Google ID token (sets the session cookie)',
      body: googleSchema,
      response: sessionResponse,
      responses: [401, 403, 503],
    },
    async (req, res) => {
      const signedIn = await signInWithGoogle(deps, req.body.credential, {
        requestId: req.requestId,
        userAgent: req.get('user-agent'),
      });
      sendSession(res, signedIn);
    },
  );

  api.route(
    {
      method: 'get',
      path: '/auth/me',
      access: 'signed-in',
      summary: 'The signed-in account',
      response: userResponse,
    },
    async (req, res) => {
      const viewer = actorOf(req);
      const user = await getOwnAccount(deps, viewer);
      sendOk(res, { user: presentUser(deps, user, viewer) });
    },
  );

  api.route(
    {
      method: 'get',
      path: '/auth/aadhaar',
      access: 'signed-in',
      summary: 'The own full Aadhaar number (recorded in the reveal audit)',
      response: aadhaarResponse,
      responses: [404],
    },
    async (req, res) => {
      const viewer = actorOf(req);
      const revealed = await revealAadhaar(deps, viewer.userId, viewer, req.requestId);
      res.setHeader('cache-control', 'no-store');
      sendOk(res, revealed);
    },
  );

  api.route(
    {
      method: 'post',
      path: '/auth/logout',
      // A visitor may log out too: the cookie is cleared either way.
      access: 'visitor',
      summary: 'End the presented session and clear the cookie',
      response: messageResponse,
    },
    async (req, res) => {
      await logOut(deps, tokenOf(req, config));
      clearSessionCookie(res, config);
      sendOk(res, { message: SUCCESS_MESSAGES.loggedOut });
    },
  );

  api.route(
    {
      method: 'put',
      path: '/auth/profile',
      access: 'signed-in',
      summary: 'Edit the own name, mobile, Aadhaar number and language',
      body: profileUpdateSchema,
      response: userResponse,
      responses: [404],
    },
    async (req, res) => {
      const viewer = actorOf(req);
      const user = await updateProfile(deps, viewer.userId, req.body, actionContextOf(req));
      sendOk(res, { user: presentUser(deps, user, viewer) });
    },
  );

  api.route(
    {
      method: 'put',
      path: '/auth/language',
      access: 'signed-in',
      summary: 'Choose the own language (the web switches; notices are written in it)',
      body: languageUpdateSchema,
      response: userResponse,
      responses: [404],
    },
    async (req, res) => {
      const viewer = actorOf(req);
      const user = await setLanguage(deps, viewer.userId, req.body.language, actionContextOf(req));
      sendOk(res, { user: presentUser(deps, user, viewer) });
    },
  );

  api.route(
    {
      method: 'put',
      path: '/auth/password',
      access: 'signed-in',
      summary: 'Change the own password (other sessions end)',
      body: changePasswordBodySchema,
      response: messageResponse,
      responses: [404, 429],
    },
    async (req, res) => {
      const { userId } = actorOf(req);
      await withRetryAfter(res, () =>
        changePassword(deps, { ...req.body, userId, currentToken: tokenOf(req, config) }),
      );
      sendOk(res, { message: SUCCESS_MESSAGES.passwordChanged });
    },
  );

  api.route(
    {
      method: 'post',
      path: '/auth/profile-picture',
      access: 'signed-in',
      summary: 'Replace the own profile picture',
      ...imageUploadSpec('profilePic'),
    },
    replaceImage(deps, 'profilePic', (req) => actorOf(req).userId),
  );

  api.route(
    {
      method: 'post',
      path: '/auth/aadhaar-image',
      access: 'signed-in',
      summary: 'Replace the own Aadhaar image',
      ...imageUploadSpec('aadhaarImage'),
    },
    replaceImage(deps, 'aadhaarImage', (req) => actorOf(req).userId),
  );

  return api;
}
