import type { NotificationType } from '@ghar/contracts/constants';
import type { Deliveries } from './channels';

/** Ids that tie a notification to what it is about; the details modal shows them as JSON. */
export interface NotificationData {
  propertyId?: string;
  bookingId?: string;
  userId?: string;
  dealerId?: string;
  inquiryId?: string;
  [key: string]: string | number | undefined;
}

/**
 * What the web needs to write a notification in its reader's language (issue 23): a text key
 * (an event's, or a variant of it) and the values its texts take. `title` and `message` stay the
 * English text for every other reader (WhatsApp, Telegram, e-mail, the search).
 */
export interface NotificationTemplate {
  key: string;
  params: Record<string, string | number>;
}

/** What a notification says, before it is stored. */
export interface NotificationDraft {
  type: NotificationType;
  title: string;
  message: string;
  data: NotificationData;
  template?: NotificationTemplate;
  /**
   * A user's own message (the owner's "Is this still available?"): sent by e-mail to this
   * address alone, whatever the routes say, instead of to the admins' channels.
   */
  emailTo?: string;
}

export interface Notification extends NotificationDraft {
  id: string;
  read: boolean;
  readAt?: Date;
  createdAt: Date;
  /** The event (or other cause) it was made from; unique, so a redelivery makes nothing new. */
  sourceEventId: string;
}

/** A template with the values that apply (absent or empty ones left out). */
export function textTemplate(
  key: string,
  params: Record<string, string | number | undefined> = {},
): NotificationTemplate {
  return {
    key,
    params: Object.fromEntries(
      Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
    ) as Record<string, string | number>,
  };
}

/** Drops absent ids so the stored data holds only what applies. */
export function compactData(data: NotificationData): NotificationData {
  return Object.fromEntries(
    Object.entries(data).filter(([, value]) => value !== undefined && value !== ''),
  ) as NotificationData;
}

/** What admins see: everything but the internal source key, with each channel's delivery. */
export function publicNotification(
  { sourceEventId: _source, ...visible }: Notification,
  deliveries: Deliveries,
) {
  return { ...visible, deliveries };
}
export type PublicNotification = ReturnType<typeof publicNotification>;
