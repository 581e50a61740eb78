import type { Logger } from '@ghar/platform';
import type { Request, RequestHandler, Response } from 'express';
import type { LiveMessage } from '../../domain/ports';
import { frame, openEventStream } from './sse';

/** What one live message says, and to whom: every open stream, or one reader's. */
export type LiveDelivery = { to: 'everyone' | string; text: string } | null;

export interface LiveStreamHubOptions {
  heartbeatMs: number;
  retryMs: number;
  logger: Logger;
  /** The reader's id, once their access is checked (throws the 401/403 otherwise). */
  reader: (req: Request) => string;
  /** The reader's unread count, sent when their stream opens. */
  countFor: (readerId: string) => Promise<number>;
  /** What a message says to this hub's readers; `listening` spares work for nobody. */
  deliveryOf: (
    message: LiveMessage,
    listening: (readerId: string) => boolean,
  ) => Promise<LiveDelivery>;
}

/**
 * Server-sent event streams of one kind of reader (admins, or each user for their own): the
 * unread count on connect, then what `deliveryOf` makes of every live message, whichever
 * instance sent it (Redis pub/sub). A stream is authorized once, when it opens, so `access-ended`
 * (blocked, deleted, demoted) ends the reader's streams; the browser's reconnect meets the
 * gateway's session check.
 */
export function liveStreamHub(options: LiveStreamHubOptions) {
  /** Each open stream and whose it is. */
  const clients = new Map<Response, string>();
  // One message at a time, so a slower count query can never overwrite a newer count.
  let queue: Promise<void> = Promise.resolve();
  const listening = (readerId: string) => [...clients.values()].includes(readerId);

  const deliver = async (message: LiveMessage) => {
    if (clients.size === 0) return;
    if (message.kind === 'access-ended') {
      for (const [client, readerId] of clients) {
        if (readerId === message.userId) {
          client.end();
          clients.delete(client);
        }
      }
      return;
    }
    const delivery = await options.deliveryOf(message, listening);
    if (!delivery) return;
    for (const [client, readerId] of clients) {
      if (delivery.to === 'everyone' || delivery.to === readerId) client.write(delivery.text);
    }
  };

  const handler: RequestHandler = async (req, res) => {
    const readerId = options.reader(req);
    openEventStream(res, options.retryMs);
    // Registered before the first count, so nothing created meanwhile is missed.
    clients.set(res, readerId);
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), options.heartbeatMs);
    req.on('close', () => {
      clearInterval(heartbeat);
      clients.delete(res);
    });
    try {
      res.write(frame('unread-count', { count: await options.countFor(readerId) }));
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
