import { requireUser, type Logger } from '@ghar/platform';
import type { RequestHandler, Response } from 'express';
import type { LiveMessage } from '../../data-access/live-updates';
import { frame, openEventStream } from './sse';

export interface UserNotificationStreamOptions {
  countUnread: (recipientId: string) => Promise<number>;
  heartbeatMs: number;
  retryMs: number;
  logger: Logger;
}

/**
 * Server-sent events for any signed-in user (issue 27): their own unread count on connect, then
 * each of their new notifications and their new count, whichever instance made it. The admins'
 * stream (notification-stream.ts) carries the admin notifications; this one only the reader's.
 */
export function userNotificationStream(options: UserNotificationStreamOptions) {
  /** Each open stream and whose it is. */
  const clients = new Map<Response, string>();
  const streamsOf = (userId: string) =>
    [...clients].filter(([, owner]) => owner === userId).map(([client]) => client);
  // One message at a time, so a slower count query can never overwrite a newer count.
  let queue: Promise<void> = Promise.resolve();

  const deliver = async (message: LiveMessage) => {
    if (message.kind === 'access-ended') {
      // Blocked or deleted (or any change of role): the reconnect meets the gateway's check.
      for (const client of streamsOf(message.userId)) {
        client.end();
        clients.delete(client);
      }
      return;
    }
    if (message.kind !== 'user-created' && message.kind !== 'user-unread-count-changed') return;
    const streams = streamsOf(message.recipientId);
    if (streams.length === 0) return;
    const text =
      (message.kind === 'user-created'
        ? frame('notification', message.notification, message.notification.id)
        : '') + frame('unread-count', { count: await options.countUnread(message.recipientId) });
    for (const client of streams) client.write(text);
  };

  const handler: RequestHandler = async (req, res) => {
    const { userId } = requireUser(req);
    openEventStream(res, options.retryMs);
    // Registered before the first count, so nothing created meanwhile is missed.
    clients.set(res, userId);
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), options.heartbeatMs);
    req.on('close', () => {
      clearInterval(heartbeat);
      clients.delete(res);
    });
    try {
      res.write(frame('unread-count', { count: await options.countUnread(userId) }));
    } catch (error) {
      req.log.warn({ err: error }, 'unread count for a new stream failed');
    }
  };

  return {
    handler,
    onLiveMessage: (message: LiveMessage) => {
      queue = queue
        .then(() => deliver(message))
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

export type UserNotificationStream = ReturnType<typeof userNotificationStream>;
