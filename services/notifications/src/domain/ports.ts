import type { Channel } from './channels';
import type { PublicNotification } from './notification';

/** Where the queue stands with one delivery's job. */
export type DeliveryJobState =
  | { state: 'queued' }
  | { state: 'finished' }
  | { state: 'gave-up'; reason: string; attemptsMade: number }
  | { state: 'missing' };

/** Queues one delivery; queuing the same notification and channel twice queues it once. */
export interface DeliveryQueue {
  enqueue(notificationId: string, channel: Channel): Promise<void>;
  jobState(notificationId: string, channel: Channel): Promise<DeliveryJobState>;
}

/** Tells every instance's live streams (SSE) what changed; best effort, never throws. */
export interface LiveUpdates {
  created(notification: PublicNotification): Promise<void>;
  unreadCountChanged(): Promise<void>;
  /** Ends the user's open streams on every instance (they were let in once, at connect). */
  accessEnded(userId: string): Promise<void>;
}
