import type { NotificationType } from '@ghar/contracts';
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

/** What a notification says, before it is stored. */
export interface NotificationDraft {
  type: NotificationType;
  title: string;
  message: string;
  data: NotificationData;
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
