import { requireAdmin, type Logger } from '@ghar/platform';
import { liveStreamHub } from './live-stream-hub';
import { frame } from './sse';

export interface NotificationStreamOptions {
  countUnread: () => Promise<number>;
  heartbeatMs: number;
  retryMs: number;
  logger: Logger;
}

/**
 * Server-sent events for signed-in admins: the unread count on connect, then every new
 * notification and the new count, whichever instance created it. Events: `notification` (the
 * notification) and `unread-count` ({ count }). Users' own notifications never reach it.
 */
export function notificationStream(options: NotificationStreamOptions) {
  return liveStreamHub({
    ...options,
    reader: (req) => requireAdmin(req).userId,
    countFor: () => options.countUnread(),
    deliveryOf: async (message) => {
      if (message.kind !== 'created' && message.kind !== 'unread-count-changed') return null;
      const count = frame('unread-count', { count: await options.countUnread() });
      const created =
        message.kind === 'created'
          ? frame('notification', message.notification, message.notification.id)
          : '';
      return { to: 'everyone', text: created + count };
    },
  });
}

export type NotificationStream = ReturnType<typeof notificationStream>;
