import type { Channel } from './channels';
import type { PublicNotification } from './notification';

/** Queues one delivery; queuing the same notification and channel twice queues it once. */
export interface DeliveryQueue {
  enqueue(notificationId: string, channel: Channel): Promise<void>;
}

/** Tells every instance's live streams (SSE) what changed; best effort, never throws. */
export interface LiveUpdates {
  created(notification: PublicNotification): Promise<void>;
  unreadCountChanged(): Promise<void>;
}
