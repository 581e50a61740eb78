import type { UserNotificationQuery } from '@ghar/contracts/http';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { notFound } from '@ghar/platform';
import type { UserLiveUpdates, UserNotificationRepository } from './ports';
import { publicUserNotification } from './user-notification';

/**
 * A signed-in user's own notifications (issue 27 item 1). Every use case takes the caller's id
 * from the verified identity, never from the request, so nobody reads, counts or marks another's.
 */
export interface UserInboxDeps {
  userNotifications: UserNotificationRepository;
  userLive: UserLiveUpdates;
}

export async function listMyNotifications(
  deps: UserInboxDeps,
  userId: string,
  query: UserNotificationQuery,
) {
  const { notifications, total, capped } = await deps.userNotifications.list(
    userId,
    { type: query.type, read: query.read === undefined ? undefined : query.read === 'true' },
    query.page,
    query.limit,
  );
  return {
    notifications: notifications.map(publicUserNotification),
    total,
    totalCapped: capped,
    totalPages: Math.ceil(total / query.limit),
    page: query.page,
  };
}

export async function countMyUnread(deps: UserInboxDeps, userId: string) {
  return { count: await deps.userNotifications.countUnread(userId) };
}

/** Another's id answers 404, as an unknown one does: whether it exists is not the caller's to learn. */
export async function markMineRead(deps: UserInboxDeps, userId: string, id: string) {
  const changed = await deps.userNotifications.markRead(userId, id, new Date());
  const notification = await deps.userNotifications.findOwn(userId, id);
  if (!notification) throw notFound(ERROR_MESSAGES.notificationNotFound);
  if (changed) await deps.userLive.unreadCountChanged(userId);
  return publicUserNotification(notification);
}

export async function markAllMineRead(deps: UserInboxDeps, userId: string) {
  const updatedCount = await deps.userNotifications.markAllRead(userId, new Date());
  if (updatedCount > 0) await deps.userLive.unreadCountChanged(userId);
  return { updatedCount };
}
