import { LIMITS } from '@ghar/contracts/constants';
import type { DeliveryRepository, NotificationRepository } from './ports';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Read notifications older than 30 days go; unread ones stay whatever their age (part 2 §4). */
export async function cleanupNotifications(
  deps: { notifications: NotificationRepository; deliveries: DeliveryRepository },
  now: Date = new Date(),
): Promise<{ deletedCount: number }> {
  const cutoff = new Date(now.getTime() - LIMITS.notificationCleanupDays * DAY_MS);
  const deleted = await deps.notifications.deleteReadCreatedBefore(cutoff);
  await deps.deliveries.removeFor(deleted);
  return { deletedCount: deleted.length };
}
