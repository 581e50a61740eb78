import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { notFound } from '@ghar/platform';
import { publicNotification } from './notification';
import type { DeliveryRepository, LiveUpdates, NotificationRepository } from './ports';

interface Deps {
  notifications: NotificationRepository;
  deliveries: DeliveryRepository;
  live: LiveUpdates;
}

export async function markNotificationRead(deps: Deps, id: string) {
  const changed = await deps.notifications.markRead(id, new Date());
  const notification = await deps.notifications.findById(id);
  if (!notification) throw notFound(ERROR_MESSAGES.notificationNotFound);
  if (changed) await deps.live.unreadCountChanged();
  return publicNotification(notification, await deps.deliveries.of(id));
}

export async function markAllNotificationsRead(deps: Deps) {
  const updatedCount = await deps.notifications.markAllRead(new Date());
  if (updatedCount > 0) await deps.live.unreadCountChanged();
  return { updatedCount };
}
