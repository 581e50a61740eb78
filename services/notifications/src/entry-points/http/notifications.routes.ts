import { notificationQuerySchema } from '@ghar/contracts/http';
import { apiRouter, sendOk, type ApiRouter } from '@ghar/platform';
import { z } from 'zod';
import { cleanupNotifications } from '../../domain/cleanup-notifications';
import { countUnreadNotifications } from '../../domain/count-unread-notifications';
import { listNotifications } from '../../domain/list-notifications';
import {
  markAllNotificationsRead,
  markNotificationRead,
} from '../../domain/mark-notifications-read';
import type { DeliveryRepository, LiveUpdates, NotificationRepository } from '../../domain/ports';
import type { NotificationStream } from './notification-stream';

export interface NotificationRoutesDeps {
  notifications: NotificationRepository;
  deliveries: DeliveryRepository;
  live: LiveUpdates;
  stream: NotificationStream;
  timeZone: string;
}

/** The admin notification centre (part 2 §7, Notifications); admins only. */
export function notificationRoutes(deps: NotificationRoutesDeps): ApiRouter {
  const api = apiRouter();
  const idParams = z.object({ id: z.string() });

  api.route(
    {
      method: 'get',
      path: '/notifications',
      access: 'admin',
      summary: 'A page of notifications, filtered',
      query: notificationQuerySchema,
    },
    async (req, res) => sendOk(res, await listNotifications(deps, req.query)),
  );

  api.route(
    {
      method: 'get',
      path: '/notifications/unread-count',
      access: 'admin',
      summary: 'How many notifications are unread',
      response: z.object({ count: z.number().int() }),
    },
    async (_req, res) => sendOk(res, await countUnreadNotifications(deps)),
  );

  api.route(
    {
      method: 'get',
      path: '/notifications/stream',
      access: 'admin',
      summary: 'Live notifications and unread count (server-sent events)',
      produces: 'text/event-stream',
    },
    deps.stream.handler,
  );

  api.route(
    {
      method: 'put',
      path: '/notifications/mark-all-read',
      access: 'admin',
      summary: 'Mark every notification read',
    },
    async (_req, res) => sendOk(res, await markAllNotificationsRead(deps)),
  );

  api.route(
    {
      method: 'delete',
      path: '/notifications/cleanup',
      access: 'admin',
      summary: 'Delete old read notifications',
    },
    async (_req, res) => sendOk(res, await cleanupNotifications(deps)),
  );

  api.route(
    {
      method: 'put',
      path: '/notifications/:id/read',
      access: 'admin',
      summary: 'Mark one notification read',
      params: idParams,
      responses: [404],
    },
    async (req, res) => sendOk(res, await markNotificationRead(deps, req.params.id)),
  );

  return api;
}
