import { requireUser, type Logger } from '@ghar/platform';
import { liveStreamHub } from './live-stream-hub';
import { frame } from './sse';

export interface UserNotificationStreamOptions {
  countUnread: (recipientId: string) => Promise<number>;
  heartbeatMs: number;
  retryMs: number;
  logger: Logger;
}

/**
 * Server-sent events for any signed-in user (issue 27): their own unread count on connect, then
 * each of their new notifications and their new count, whichever instance made it; never
 * another's, never the admins'.
 */
export function userNotificationStream(options: UserNotificationStreamOptions) {
  return liveStreamHub({
    ...options,
    reader: (req) => requireUser(req).userId,
    countFor: options.countUnread,
    deliveryOf: async (message, listening) => {
      if (message.kind !== 'user-created' && message.kind !== 'user-unread-count-changed') {
        return null;
      }
      if (!listening(message.recipientId)) return null;
      const count = frame('unread-count', {
        count: await options.countUnread(message.recipientId),
      });
      const created =
        message.kind === 'user-created'
          ? frame('notification', message.notification, message.notification.id)
          : '';
      return { to: message.recipientId, text: created + count };
    },
  });
}

export type UserNotificationStream = ReturnType<typeof userNotificationStream>;
