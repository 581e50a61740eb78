import { isOwed, type Channel } from './channels';
import { planDeliveries, type NotifyRoutes } from './delivery-routing';
import { publicNotification, type Notification, type NotificationDraft } from './notification';
import type {
  DeliveryQueue,
  DeliveryRepository,
  LiveUpdates,
  NotificationRepository,
} from './ports';

export interface CreateNotificationDeps {
  notifications: NotificationRepository;
  deliveries: DeliveryRepository;
  routes: NotifyRoutes;
  configuredChannels: ReadonlySet<Channel>;
  deliveryQueue: DeliveryQueue;
  live: LiveUpdates;
}

/**
 * Stores an admin notification once per source, plans and queues its deliveries and tells the
 * live streams. Run again for the same source (a redelivered event, another instance), it
 * creates nothing new, only re-queues deliveries still owed — their job ids keep that
 * idempotent, and a delivery recorded as sent is never sent again — and tells the streams again.
 */
export async function createNotification(
  deps: CreateNotificationDeps,
  input: { draft: NotificationDraft; sourceEventId: string },
): Promise<{ notification: Notification; created: boolean }> {
  const { notification, created } = await deps.notifications.insertOnce({
    ...input.draft,
    sourceEventId: input.sourceEventId,
  });
  const plan = planDeliveries(
    notification.type,
    deps.routes,
    deps.configuredChannels,
    notification.emailTo,
  );
  const deliveries = await deps.deliveries.planOnce(notification.id, plan, new Date());
  const owed = (Object.keys(deliveries) as Channel[]).filter((channel) =>
    isOwed(deliveries[channel]?.status),
  );
  await Promise.all(owed.map((channel) => deps.deliveryQueue.enqueue(notification.id, channel)));
  // Also when it already existed: a run that stored it and then failed (the event is being
  // handled again) never told the streams. A repeated push only makes the admin's page refetch.
  await deps.live.created(publicNotification(notification, deliveries));
  return { notification, created };
}
