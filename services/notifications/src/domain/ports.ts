import type {
  Language,
  NoticeChannelKind,
  UserNoticeChannel,
  NotificationType,
  UserNotificationType,
} from '@ghar/contracts/constants';
import type { EventEnvelope } from '@ghar/contracts/events';
import type { ChannelPreferences, DeadLetterStatus } from '@ghar/contracts/http';
import type { CappedTotal, DeadLetterMessage } from '@ghar/platform';
import type { Channel, ChannelSenders, Deliveries, DeliveryState, OwedDelivery } from './channels';
import type { Activity, NewActivity } from './activity';
import type { PlannedDelivery } from './delivery-routing';
import type { DeadLetterAction, DeadLetterRecord } from './dead-letter';
import type { Inquiry, NewInquiry } from './inquiry';
import type { ListingOwner } from './listing-owner';
import type { Notification, NotificationDraft, PublicNotification } from './notification';
import type {
  PublicUserNotification,
  UserContact,
  UserNotification,
  UserNotificationDraft,
} from './user-notification';

/**
 * What the use cases need from the outside world, as the domain names it: data-access implements
 * each (MongoDB, BullMQ, Redis, the channel APIs) and build-service.ts wires them. No domain file
 * imports a data-access file.
 */

export interface NotificationFilter {
  search?: string;
  type?: NotificationType;
  read?: boolean;
  createdSince?: Date;
}

export interface NewNotification extends NotificationDraft {
  sourceEventId: string;
  createdAt?: Date;
}

export interface NotificationRepository {
  /**
   * Inserts once per source: a second insert with the same sourceEventId (a redelivery, or
   * another instance racing) returns the stored one with created = false.
   */
  insertOnce(input: NewNotification): Promise<{ notification: Notification; created: boolean }>;
  findById(id: string): Promise<Notification | null>;
  /** Newest first; `total` counts the matches up to a cap (platform's cappedTotal). */
  list(
    filter: NotificationFilter,
    page: number,
    limit: number,
  ): Promise<{ notifications: Notification[] } & CappedTotal>;
  /** Counted up to TOTAL_COUNT_CAP: the badge says 99+ beyond 99. */
  countUnread(): Promise<number>;
  /** Returns whether it was unread before (so listeners learn the count changed). */
  markRead(id: string, now: Date): Promise<boolean>;
  markAllRead(now: Date): Promise<number>;
  /** Deletes read notifications created before the cutoff; returns the ids it deleted. */
  deleteReadCreatedBefore(cutoff: Date): Promise<string[]>;
}

/** Each notification's delivery state per channel (admin channels, or a user's own). */
export interface DeliveryRepository<C extends string = Channel> {
  /** Records a notification's plan once: planning it again keeps what is stored. */
  planOnce(notificationId: string, plan: PlannedDelivery<C>[], now: Date): Promise<Deliveries<C>>;
  of(notificationId: string): Promise<Deliveries<C>>;
  ofMany(notificationIds: string[]): Promise<Map<string, Deliveries<C>>>;
  /** Deliveries still owed (pending or retrying) and not updated since `before`, oldest first. */
  owedBefore(before: Date, limit: number): Promise<OwedDelivery<C>[]>;
  record(notificationId: string, channel: C, state: DeliveryState): Promise<void>;
  removeFor(notificationIds: string[]): Promise<void>;
}

export interface InquiryRepository {
  /** Stores the inquiry and the events made for its id in one document write (outbox). */
  createWithEvents(
    input: NewInquiry,
    eventsFor: (inquiryId: string) => EventEnvelope[],
  ): Promise<Inquiry>;
  /** The admin's page: newest first, at most `limit` (≤ 100) from `skip`. */
  listNewestFirst(skip: number, limit: number): Promise<Inquiry[]>;
  /** Every inquiry, counted up to `cap`. */
  countAll(cap: number): Promise<number>;
  /**
   * The questions about the owner's listings, newest first, at most `limit` (≤ 51) from `skip`;
   * none the owner asked themself.
   */
  listForOwner(ownerId: string, skip: number, limit: number): Promise<Inquiry[]>;
  /** The owner's questions newer than `since`, counted up to `cap`. */
  countForOwnerSince(ownerId: string, since: Date, cap: number): Promise<number>;
  findById(id: string): Promise<Inquiry | null>;
  deleteById(id: string): Promise<boolean>;
}

/** Who owns each listing and its title, kept from listings' events (issue 27). */
export interface ListingOwnerDirectory {
  find(propertyId: string): Promise<ListingOwner | null>;
  /** Applies a snapshot unless the stored copy is as new or newer. */
  apply(listing: Omit<ListingOwner, 'deleted'>): Promise<void>;
  markDeleted(listing: Omit<ListingOwner, 'deleted'>): Promise<void>;
}

/** The admin's recent activity: one entry per event id (issue 13 item 3). */
export interface ActivityRepository {
  /** false when the event's entry is stored already (a redelivery, another instance). */
  insertOnce(entry: NewActivity): Promise<boolean>;
  /** Newest first. */
  latest(limit: number): Promise<Activity[]>;
  /** Deletes entries that happened before the cutoff; returns how many. */
  deleteBefore(cutoff: Date): Promise<number>;
}

/** Every `.dlq` message, once per place (dlq topic, partition, offset) — issue 14 item 3. */
export interface DeadLetterRepository {
  /** Stores it once: the same place again (a redelivery) returns the stored one, created false. */
  insertOnce(
    message: DeadLetterMessage,
    receivedAt: Date,
  ): Promise<{ record: DeadLetterRecord; created: boolean }>;
  findById(id: string): Promise<DeadLetterRecord | null>;
  /** Newest first; `topic` matches the source or the dlq topic. */
  list(
    filter: { status?: DeadLetterStatus; topic?: string },
    page: number,
    limit: number,
  ): Promise<{ records: DeadLetterRecord[] } & CappedTotal>;
  /** Moves an OPEN record to the action's status; null when it is not (or no longer) OPEN. */
  closeIfOpen(id: string, action: DeadLetterAction): Promise<DeadLetterRecord | null>;
  /** Undoes a close whose replay could not be published (the record is OPEN again). */
  reopen(id: string, action: DeadLetterAction): Promise<void>;
}

/** Publishes a dead letter again to its source topic. */
export interface DeadLetterReplayer {
  publish(input: {
    topic: string;
    key?: string;
    value: string;
    headers: Record<string, string>;
  }): Promise<void>;
}

export interface RateLimiter {
  /** Counts one hit for the key; `allowed` is false once the window's limit is used up. */
  hit(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

/** The Telegram bot, for the Integrations page's status and test message. */
export interface TelegramChannel {
  configured: boolean;
  sendText(text: string): Promise<void>;
  /** The bot's username, proving the token works and the API answers. */
  botName(): Promise<string>;
}

/** The WhatsApp Cloud API sender, for the Integrations page (never exposes the token). */
export interface WhatsAppChannel {
  configured: boolean;
  groupId?: string;
  phoneNumberId?: string;
  hasAccessToken: boolean;
  sendText(text: string): Promise<void>;
}

/** The deliveries queue's name and job, shared by the queue (data-access) and its worker. */
export const DELIVERIES_QUEUE = 'deliveries';

export interface DeliveryJob {
  notificationId: string;
  channel: Channel | UserNoticeChannel;
  /** A user's own notice (issue 27 item 3); absent: an admin notification. */
  audience?: 'user';
}

/** Where the queue stands with one delivery's job. */
export type DeliveryJobState =
  | { state: 'queued' }
  | { state: 'finished' }
  | { state: 'gave-up'; reason: string; attemptsMade: number }
  | { state: 'missing' };

/**
 * Queues one delivery; queuing the same notification and channel twice queues it once. A
 * delay holds it back (a user's quiet hours).
 */
export interface DeliveryQueue<C extends string = Channel> {
  enqueue(notificationId: string, channel: C, options?: { delayMs?: number }): Promise<void>;
  jobState(notificationId: string, channel: C): Promise<DeliveryJobState>;
}

/** What one instance tells the others' live streams (over Redis). */
export type LiveMessage =
  | { kind: 'created'; notification: PublicNotification }
  | { kind: 'unread-count-changed' }
  /** The user may no longer read the stream (blocked, deleted, no longer an admin). */
  | { kind: 'access-ended'; userId: string }
  /** A signed-in user's own notification (issue 27): only that user's streams hear it. */
  | { kind: 'user-created'; recipientId: string; notification: PublicUserNotification }
  | { kind: 'user-unread-count-changed'; recipientId: string };

/** Tells every instance's live streams (SSE) what changed; best effort, never throws. */
export interface LiveUpdates {
  created(notification: PublicNotification): Promise<void>;
  unreadCountChanged(): Promise<void>;
  /** Ends the user's open streams on every instance (they were let in once, at connect). */
  accessEnded(userId: string): Promise<void>;
}

/** A signed-in user's own notifications (issue 27); every query names the recipient. */
export interface UserNotificationRepository {
  /** Inserts once per source key; a second insert returns the stored one with created = false. */
  insertOnce(
    draft: UserNotificationDraft & { sourceKey: string },
  ): Promise<{ notification: UserNotification; created: boolean }>;
  /** Newest first, at most `limit` (≤ 100); `total` counts the matches up to a cap (platform's cappedTotal). */
  list(
    recipientId: string,
    filter: { type?: UserNotificationType; read?: boolean },
    page: number,
    limit: number,
  ): Promise<{ notifications: UserNotification[] } & CappedTotal>;
  countUnread(recipientId: string): Promise<number>;
  /** By id alone, for its deliveries (never for a request: they name the recipient). */
  findById(id: string): Promise<UserNotification | null>;
  /** The recipient's notification by id; null for another's (or none). */
  findOwn(recipientId: string, id: string): Promise<UserNotification | null>;
  /** Returns whether it was the recipient's and unread before. */
  markRead(recipientId: string, id: string, now: Date): Promise<boolean>;
  markAllRead(recipientId: string, now: Date): Promise<number>;
}

/** What notifications keeps of each user (auth's events) to name the other side of a deal. */
export interface UserContactRepository {
  /** Applies a snapshot (UserRegistered / UserUpdated). */
  save(contact: UserContact): Promise<void>;
  remove(userId: string): Promise<void>;
  /** The known contacts among these ids (a user made before the projection may be missing). */
  findMany(userIds: string[]): Promise<Map<string, UserContact>>;
}

/** Tells the recipient's open streams (every instance) what changed; best effort. */
export interface UserLiveUpdates {
  created(recipientId: string, notification: PublicUserNotification): Promise<void>;
  unreadCountChanged(recipientId: string): Promise<void>;
}

/**
 * A user's saved channel choices (issue 27 item 3); null until they save one. Partial: a kind
 * added after they saved has none.
 */
export interface ChannelPreferencesRepository {
  of(userId: string): Promise<Partial<ChannelPreferences> | null>;
  save(userId: string, preferences: ChannelPreferences, now: Date): Promise<void>;
}

/** One user notice as it leaves the app, in the recipient's language. */
export interface OutgoingUserNotice {
  /** An e-mail address, or a mobile in international form without '+' (919876543210). */
  to: string;
  language: Language;
  kind: NoticeChannelKind;
  title: string;
  message: string;
  link?: string;
}

/** A provider for users' notices (SMTP, the WhatsApp Cloud API's templates, an SMS gateway). */
export interface UserNoticeSender {
  /** Throws a DeliveryError (permanent when retrying cannot help). */
  send(notice: OutgoingUserNotice): Promise<void>;
}

/** Only the configured providers have a sender. */
export type UserNoticeSenders = Partial<Record<UserNoticeChannel, UserNoticeSender>>;

/** The delivery channels this instance is configured for, and their senders. */
export interface ChannelRegistry {
  /** Only the configured channels have a sender. */
  senders: ChannelSenders;
  configured: ReadonlySet<Channel>;
  /** Users' own notices (issue 27 item 3): only the configured providers have a sender. */
  userSenders: UserNoticeSenders;
  userConfigured: ReadonlySet<UserNoticeChannel>;
  whatsapp: WhatsAppChannel;
  telegram: TelegramChannel;
}
