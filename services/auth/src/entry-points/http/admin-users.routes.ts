import {
  adminCreateUserSchema,
  aadhaarRevealsQuerySchema,
  adminPasswordBodySchema,
  adminUpdateUserSchema,
  adminUsersQuerySchema,
} from '@ghar/contracts/http';
import { SUCCESS_MESSAGES } from '@ghar/contracts/texts';
import { actionContextOf, actorOf, apiRouter, sendOk, type ApiRouter } from '@ghar/platform';
import { z } from 'zod';
import type { Config } from '../../config';
import { deletedDenialSeconds } from '../../context';
import { blockUser } from '../../domain/block-user';
import { createUserAsAdmin } from '../../domain/create-user-as-admin';
import { deleteUser } from '../../domain/delete-user';
import { getUser } from '../../domain/get-user';
import { listAadhaarReveals } from '../../domain/list-aadhaar-reveals';
import { listUsers } from '../../domain/list-users';
import type { AuthDeps } from '../../domain/ports';
import { presentUser } from '../../domain/present-user';
import { revealAadhaar } from '../../domain/reveal-aadhaar';
import { setUserPassword } from '../../domain/set-user-password';
import { unblockUser } from '../../domain/unblock-user';
import { updateUserAsAdmin } from '../../domain/update-user-as-admin';
import { imageUploadSpec, replaceImage } from './image-routes';
import {
  aadhaarResponse,
  aadhaarRevealsResponse,
  idParams,
  userResponse,
  usersPageResponse,
} from './response-schemas';

const tags = ['admin users'];

/** Admin user management (part 2 §2 All Users, §5, §7 Admin). Every route needs ADMIN. */
export function adminUsersRoutes(deps: AuthDeps, config: Config): ApiRouter {
  const api = apiRouter();

  api.route(
    {
      method: 'get',
      path: '/admin/users',
      access: 'admin',
      summary: 'One page of accounts, newest first; search in name, e-mail or mobile',
      tags,
      query: adminUsersQuerySchema,
      response: usersPageResponse,
    },
    async (req, res) => sendOk(res, await listUsers(deps, actorOf(req), req.query)),
  );

  api.route(
    {
      method: 'get',
      path: '/admin/users/aadhaar-reveals',
      access: 'admin',
      // Before /admin/users/:id: 'aadhaar-reveals' is not an id.
      summary: 'The audit of full Aadhaar reveals, newest first (all users, or one by userId)',
      tags,
      query: aadhaarRevealsQuerySchema,
      response: aadhaarRevealsResponse,
    },
    async (req, res) => sendOk(res, await listAadhaarReveals(deps, req.query)),
  );

  api.route(
    {
      method: 'post',
      path: '/admin/users',
      access: 'admin',
      summary: 'Create an account',
      tags,
      body: adminCreateUserSchema,
      status: 201,
      response: userResponse,
      responses: [409],
    },
    async (req, res) => {
      const user = await createUserAsAdmin(deps, req.body, actionContextOf(req));
      sendOk(res, { user: presentUser(deps, user, actorOf(req)) }, 201);
    },
  );

  api.route(
    {
      method: 'get',
      path: '/admin/users/:id',
      access: 'admin',
      summary: 'One account',
      tags,
      params: idParams,
      response: userResponse,
      responses: [404],
    },
    async (req, res) => {
      const user = await getUser(deps, req.params.id);
      sendOk(res, { user: presentUser(deps, user, actorOf(req)) });
    },
  );

  api.route(
    {
      method: 'get',
      path: '/admin/users/:id/aadhaar',
      access: 'admin',
      summary: "One account's full Aadhaar number (recorded in the reveal audit)",
      tags,
      params: idParams,
      response: aadhaarResponse,
      responses: [404],
    },
    async (req, res) => {
      const revealed = await revealAadhaar(deps, req.params.id, actorOf(req), req.requestId);
      res.setHeader('cache-control', 'no-store');
      sendOk(res, revealed);
    },
  );

  api.route(
    {
      method: 'put',
      path: '/admin/users/:id',
      access: 'admin',
      summary: 'Edit an account (name, mobile, Aadhaar number, role)',
      tags,
      params: idParams,
      body: adminUpdateUserSchema,
      response: userResponse,
      responses: [404],
    },
    async (req, res) => {
      const user = await updateUserAsAdmin(deps, req.params.id, req.body, actionContextOf(req));
      sendOk(res, { user: presentUser(deps, user, actorOf(req)) });
    },
  );

  api.route(
    {
      method: 'delete',
      path: '/admin/users/:id',
      access: 'admin',
      summary: 'Delete an account (its sessions end)',
      tags,
      params: idParams,
      response: z.object({ id: z.string(), message: z.string() }),
      responses: [404],
    },
    async (req, res) => {
      const { id } = req.params;
      await deleteUser(deps, id, actionContextOf(req), deletedDenialSeconds(config));
      sendOk(res, { id, message: SUCCESS_MESSAGES.userDeleted });
    },
  );

  api.route(
    {
      method: 'put',
      path: '/admin/users/:id/password',
      access: 'admin',
      summary: "Set an account's password (its sessions end)",
      tags,
      params: idParams,
      body: adminPasswordBodySchema,
      response: userResponse,
      responses: [404],
    },
    async (req, res) => {
      const user = await setUserPassword(
        deps,
        req.params.id,
        req.body.password,
        actionContextOf(req),
      );
      sendOk(res, { user: presentUser(deps, user, actorOf(req)) });
    },
  );

  api.route(
    {
      method: 'put',
      path: '/admin/users/:id/block',
      access: 'admin',
      summary: 'Block an account (its sessions end)',
      tags,
      params: idParams,
      response: userResponse,
      responses: [404],
    },
    async (req, res) => {
      const user = await blockUser(deps, req.params.id, actionContextOf(req));
      sendOk(res, { user: presentUser(deps, user, actorOf(req)) });
    },
  );

  api.route(
    {
      method: 'put',
      path: '/admin/users/:id/unblock',
      access: 'admin',
      summary: 'Unblock an account',
      tags,
      params: idParams,
      response: userResponse,
      responses: [404],
    },
    async (req, res) => {
      const user = await unblockUser(deps, req.params.id, actionContextOf(req));
      sendOk(res, { user: presentUser(deps, user, actorOf(req)) });
    },
  );

  api.route(
    {
      method: 'post',
      path: '/admin/users/:id/profile-picture',
      access: 'admin',
      summary: "Replace an account's profile picture",
      tags,
      params: idParams,
      ...imageUploadSpec('profilePic'),
    },
    replaceImage(deps, 'profilePic', (req) => (req.params as { id: string }).id),
  );

  api.route(
    {
      method: 'post',
      path: '/admin/users/:id/aadhaar-image',
      access: 'admin',
      summary: "Replace an account's Aadhaar image",
      tags,
      params: idParams,
      ...imageUploadSpec('aadhaarImage'),
    },
    replaceImage(deps, 'aadhaarImage', (req) => (req.params as { id: string }).id),
  );

  return api;
}
