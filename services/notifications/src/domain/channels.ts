import { cutWithEllipsis } from './cut-text';

/** The external channels a notification can be delivered to. */
export const CHANNELS = ['whatsapp', 'telegram', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * pending: queued; retrying: failed, another attempt is scheduled; sent; failed: gave up;
 * skipped: the route asks for the channel but it is not configured.
 */
export const DELIVERY_STATUSES = ['pending', 'retrying', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A delivery in one of these states still has to be sent (or given up on). */
export const OWED_STATUSES = ['pending', 'retrying'] as const satisfies readonly DeliveryStatus[];

export function isOwed(status: DeliveryStatus | undefined): boolean {
  return (OWED_STATUSES as readonly (DeliveryStatus | undefined)[]).includes(status);
}

/** Admin notifications' channels, or a user's own notices' (issue 27: e-mail, WhatsApp, SMS). */
export interface OwedDelivery<C extends string = Channel> {
  notificationId: string;
  channel: C;
  attempts: number;
}

export interface DeliveryState {
  status: DeliveryStatus;
  attempts: number;
  lastError?: string;
  sentAt?: Date;
  updatedAt: Date;
}

export type Deliveries<C extends string = Channel> = Partial<Record<C, DeliveryState>>;

/** What a channel sends: plain text, so every channel can carry it. */
export interface OutgoingMessage {
  title: string;
  message: string;
  /** A link to the related admin page, when the public address is configured. */
  link?: string;
  /** E-mail only: a user's own address instead of the admins' (NotificationDraft.emailTo). */
  to?: string;
}

/** A channel's failure; permanent ones (bad token, unknown chat) are not worth retrying. */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
  readonly permanent: boolean;

  constructor(message: string, options: { permanent?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.permanent = options.permanent ?? false;
  }
}

/** One configured channel. */
export interface ChannelSender {
  send(message: OutgoingMessage): Promise<void>;
}

export type ChannelSenders = Partial<Record<Channel, ChannelSender>>;

/** Telegram and WhatsApp both cap a text message at 4096 characters. */
const MAX_TEXT = 4096;

/** The same plain text on every channel: title, message, then the link. */
export function plainText({ title, message, link }: OutgoingMessage): string {
  const text = [title, message, link].filter(Boolean).join('\n');
  return cutWithEllipsis(text, MAX_TEXT);
}

/** Rate limits and server errors pass; other refusals (bad token, unknown chat) will not. */
export function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** Whatever a sender threw, as a DeliveryError (unknown errors may heal: not permanent). */
export function asDeliveryError(error: unknown): DeliveryError {
  return error instanceof DeliveryError
    ? error
    : new DeliveryError(String((error as Error)?.message ?? error), { cause: error });
}

/** A failed attempt's record: failed when it cannot heal or was the last, else retrying. */
export function failedAttemptState(
  failure: DeliveryError,
  attempt: number,
  maxAttempts: number,
): DeliveryState {
  return {
    status: failure.permanent || attempt >= maxAttempts ? 'failed' : 'retrying',
    attempts: attempt,
    lastError: failure.message.slice(0, 500),
    updatedAt: new Date(),
  };
}
