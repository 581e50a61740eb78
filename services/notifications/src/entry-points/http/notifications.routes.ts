import { notificationQuerySchema } from '@ghar/contracts';
import { requireAdmin, sendOk } from '@ghar/platform';
import { Router } from 'express';
import type { DeliveryRepository } from '../../data-access/delivery-repository';
import type { NotificationRepository } from '../../data-access/notification-repository';
import { cleanupNotifications } from '../../domain/cleanup-notifications';
import { listNotifications } from '../../domain/list-notifications';
import {
  markAllNotificationsRead,
  markNotificationRead,
} from '../../domain/mark-notifications-read';
import type { LiveUpdates } from '../../domain/ports';
import type { NotificationStream } from './notification-stream';

export interface NotificationRoutesDeps {
  notifications: NotificationRepository;
  deliveries: DeliveryRepository;
  live: LiveUpdates;
  stream: NotificationStream;
  timeZone: string;
}

/** The admin notification centre (part 2 §7, Notifications); admins only. */
export function notificationRoutes(deps: NotificationRoutesDeps): Router {
  const router = Router();

  router.get('/notifications', async (req, res) => {
    requireAdmin(req);
    const query = notificationQuerySchema.parse(req.query);
    sendOk(res, await listNotifications(deps, query));
  });

  router.get('/notifications/unread-count', async (req, res) => {
    requireAdmin(req);
    sendOk(res, { count: await deps.notifications.countUnread() });
  });

  router.get('/notifications/stream', deps.stream.handler);

  router.put('/notifications/mark-all-read', async (req, res) => {
    requireAdmin(req);
    sendOk(res, await markAllNotificationsRead(deps));
  });

  router.delete('/notifications/cleanup', async (req, res) => {
    requireAdmin(req);
    sendOk(res, await cleanupNotifications(deps));
  });

  router.put('/notifications/:id/read', async (req, res) => {
    requireAdmin(req);
    sendOk(res, await markNotificationRead(deps, req.params.id));
  });

  return router;
}
