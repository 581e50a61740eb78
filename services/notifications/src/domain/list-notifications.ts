import type { NotificationQuery } from '@ghar/contracts/http';
import { publicNotification } from './notification';
import { createdSince } from './time-filters';
import type { DeliveryRepository, NotificationRepository } from './ports';

/** The admin list with the spec's filters, newest first. */
export async function listNotifications(
  deps: { notifications: NotificationRepository; deliveries: DeliveryRepository; timeZone: string },
  query: NotificationQuery,
  now: Date = new Date(),
) {
  const { notifications, total, capped } = await deps.notifications.list(
    {
      search: query.search || undefined,
      type: query.type,
      read: query.read === undefined ? undefined : query.read === 'true',
      createdSince: query.date ? createdSince(query.date, now, deps.timeZone) : undefined,
    },
    query.page,
    query.limit,
  );
  const deliveries = await deps.deliveries.ofMany(notifications.map((n) => n.id));
  return {
    notifications: notifications.map((n) => publicNotification(n, deliveries.get(n.id) ?? {})),
    total,
    totalCapped: capped,
    totalPages: Math.ceil(total / query.limit),
    page: query.page,
  };
}
