import type { Language, UserNotificationType } from '@ghar/contracts/constants';
import type { NotificationData, NotificationTemplate } from './notification';

/**
 * A notification addressed to one signed-in user (issue 27): the admin's shape (type, title,
 * message, data, template, read) with its recipient. `title` and `message` are written in the
 * recipient's chosen language when it is made; the web writes them in its reader's language from
 * `template`.
 */
export interface UserNotificationDraft {
  recipientId: string;
  type: UserNotificationType;
  title: string;
  message: string;
  data: NotificationData;
  template: NotificationTemplate;
}

export interface UserNotification extends UserNotificationDraft {
  id: string;
  read: boolean;
  readAt?: Date;
  createdAt: Date;
  /** `<event id>:<recipient id>`: one event may tell several people, each once. */
  sourceKey: string;
}

/** The other side of a deal as the approval notices name them (auth's users projection). */
export interface UserContact {
  userId: string;
  name: string;
  email: string;
  mobile?: string;
  /** The language the user chose on their profile; absent: English. */
  language?: Language;
}

export const userSourceKey = (eventId: string, recipientId: string) => `${eventId}:${recipientId}`;

/** What the recipient sees: everything but the internal source key. */
export function publicUserNotification({ sourceKey: _source, ...visible }: UserNotification) {
  return visible;
}
export type PublicUserNotification = ReturnType<typeof publicUserNotification>;
