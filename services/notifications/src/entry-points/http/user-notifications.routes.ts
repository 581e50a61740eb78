import { channelPreferencesSchema, userNotificationQuerySchema } from '@ghar/contracts/http';
import { apiRouter, requireUser, sendOk, type ApiRouter } from '@ghar/platform';
import type { Request } from 'express';
import { z } from 'zod';
import {
  countMyUnread,
  listMyNotifications,
  markAllMineRead,
  markMineRead,
  type UserInboxDeps,
} from '../../domain/user-inbox';
import {
  myChannelPreferences,
  saveMyChannelPreferences,
  type UserChannelPreferencesDeps,
} from '../../domain/user-channel-preferences';
import type { UserNotificationStream } from './user-notification-stream';

/** The verified caller (each route's typed request is still an Express request). */
const callerOf = (req: unknown) => requireUser(req as Request).userId;

/**
 * Every signed-in user's own notifications (issue 27 item 1): the bell and /notifications. The
 * caller is the recipient; the admin routes (notifications.routes.ts) stay the admins' alone.
 */
export function userNotificationRoutes(
  deps: UserInboxDeps & UserChannelPreferencesDeps & { stream: UserNotificationStream },
): ApiRouter {
  const api = apiRouter();

  // Before `/notifications/mine/:id/read` only for reading order; the paths never overlap.
  api.route(
    {
      method: 'get',
      path: '/notifications/mine/preferences',
      access: 'signed-in',
      summary:
        "The caller's channels (e-mail, WhatsApp, SMS) per kind of notice; defaults until saved",
      response: channelPreferencesSchema,
    },
    async (req, res) => sendOk(res, await myChannelPreferences(deps, callerOf(req))),
  );

  api.route(
    {
      method: 'put',
      path: '/notifications/mine/preferences',
      access: 'signed-in',
      summary: "Save the caller's channels per kind of notice (every kind and channel, on or off)",
      body: channelPreferencesSchema,
      response: channelPreferencesSchema,
      responses: [400],
    },
    async (req, res) => sendOk(res, await saveMyChannelPreferences(deps, callerOf(req), req.body)),
  );

  api.route(
    {
      method: 'get',
      path: '/notifications/mine',
      access: 'signed-in',
      summary: "A page of the caller's own notifications, newest first",
      query: userNotificationQuerySchema,
    },
    async (req, res) => sendOk(res, await listMyNotifications(deps, callerOf(req), req.query)),
  );

  api.route(
    {
      method: 'get',
      path: '/notifications/mine/unread-count',
      access: 'signed-in',
      summary: 'How many of the caller’s notifications are unread',
      response: z.object({ count: z.number().int() }),
    },
    async (req, res) => sendOk(res, await countMyUnread(deps, callerOf(req))),
  );

  api.route(
    {
      method: 'get',
      path: '/notifications/mine/stream',
      access: 'signed-in',
      summary: "The caller's new notifications and unread count, live (server-sent events)",
      produces: 'text/event-stream',
    },
    deps.stream.handler,
  );

  api.route(
    {
      method: 'put',
      path: '/notifications/mine/read-all',
      access: 'signed-in',
      summary: "Mark every one of the caller's notifications read",
      response: z.object({ updatedCount: z.number().int() }),
    },
    async (req, res) => sendOk(res, await markAllMineRead(deps, callerOf(req))),
  );

  api.route(
    {
      method: 'put',
      path: '/notifications/mine/:id/read',
      // The owner is the recipient; anyone else's id (an admin's too) answers 404.
      access: 'owner-or-admin',
      summary: "Mark one of the caller's notifications read",
      params: z.object({ id: z.string() }),
      responses: [404],
    },
    async (req, res) => sendOk(res, await markMineRead(deps, callerOf(req), req.params.id)),
  );

  return api;
}
