import { requireAdmin, type Logger } from '@ghar/platform';
import type { RequestHandler, Response } from 'express';
import type { LiveMessage } from '../../data-access/live-updates';
import { frame, openEventStream } from './sse';

export interface NotificationStreamOptions {
  countUnread: () => Promise<number>;
  heartbeatMs: number;
  retryMs: number;
  logger: Logger;
}

/** A user's own notification or count: the admins' streams never hear it. */
const isUserMessage = (message: LiveMessage) =>
  message.kind === 'user-created' || message.kind === 'user-unread-count-changed';

/**
 * Server-sent events for signed-in admins: the unread count on connect, then every new
 * notification and the new count, whichever instance created it (the messages arrive through
 * Redis pub/sub). Events: `notification` (the notification) and `unread-count` ({ count }).
 */
export function notificationStream(options: NotificationStreamOptions) {
  /** Each open stream and the admin it was opened for. */
  const clients = new Map<Response, string>();
  const write = (text: string) => {
    for (const client of clients.keys()) client.write(text);
  };
  // One message at a time, so a slower count query can never overwrite a newer count.
  let queue: Promise<void> = Promise.resolve();

  const broadcast = async (message: LiveMessage) => {
    if (clients.size === 0 || isUserMessage(message)) return;
    if (message.kind === 'access-ended') {
      // The browser's reconnect then meets the gateway's session check and is refused.
      for (const [client, userId] of clients) {
        if (userId === message.userId) {
          client.end();
          clients.delete(client);
        }
      }
      return;
    }
    if (message.kind === 'created') {
      write(frame('notification', message.notification, message.notification.id));
    }
    write(frame('unread-count', { count: await options.countUnread() }));
  };

  const handler: RequestHandler = async (req, res) => {
    const { userId } = requireAdmin(req);
    openEventStream(res, options.retryMs);
    // Registered before the first count, so nothing created meanwhile is missed.
    clients.set(res, userId);
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), options.heartbeatMs);
    req.on('close', () => {
      clearInterval(heartbeat);
      clients.delete(res);
    });
    try {
      res.write(frame('unread-count', { count: await options.countUnread() }));
    } catch (error) {
      req.log.warn({ err: error }, 'unread count for a new stream failed');
    }
  };

  return {
    handler,
    onLiveMessage: (message: LiveMessage) => {
      queue = queue
        .then(() => broadcast(message))
        .catch((error) => options.logger.warn({ err: error }, 'live update not streamed'));
    },
    clientCount: () => clients.size,
    /** Ends every open stream, so shutdown does not wait for browsers to hang up. */
    close: () => {
      for (const client of clients.keys()) client.end();
      clients.clear();
    },
  };
}

export type NotificationStream = ReturnType<typeof notificationStream>;
