import type { Logger } from '@ghar/platform';
import type { Redis } from 'ioredis';
import type { LiveMessage, LiveUpdates, UserLiveUpdates } from '../domain/ports';

export function liveChannel(prefix: string): string {
  return `${prefix}:notifications:live`;
}

/**
 * Publishes on Redis so every instance's streams hear it, whichever instance made the change.
 * Live updates are best effort: a lost one is made up by the next count or a reload.
 */
export function redisLiveUpdates(
  redis: Redis,
  channel: string,
  logger: Logger,
): LiveUpdates & { users: UserLiveUpdates } {
  const publish = async (message: LiveMessage) => {
    try {
      await redis.publish(channel, JSON.stringify(message));
    } catch (error) {
      logger.warn({ err: error }, 'live update not published');
    }
  };
  return {
    users: {
      created: (recipientId, notification) =>
        publish({ kind: 'user-created', recipientId, notification }),
      unreadCountChanged: (recipientId) =>
        publish({ kind: 'user-unread-count-changed', recipientId }),
    },
    created: (notification) => publish({ kind: 'created', notification }),
    unreadCountChanged: () => publish({ kind: 'unread-count-changed' }),
    accessEnded: (userId) => publish({ kind: 'access-ended', userId }),
  };
}

/** Listens on its own connection (a subscribed Redis connection can do nothing else). */
export async function subscribeLiveUpdates(
  redis: Redis,
  channel: string,
  logger: Logger,
  onMessage: (message: LiveMessage) => void,
) {
  const subscriber = redis.duplicate();
  subscriber.on('message', (_channel: string, text: string) => {
    try {
      onMessage(JSON.parse(text) as LiveMessage);
    } catch (error) {
      logger.warn({ err: error }, 'unreadable live update ignored');
    }
  });
  await subscriber.subscribe(channel);
  return {
    close: async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
