import { DEFAULT_LANGUAGE } from '@ghar/contracts/constants';
import type { EventData } from '@ghar/contracts/events';
import { queueUserDeliveries, type UserDeliveryDeps } from './plan-user-deliveries';
import type { UserContactRepository, UserLiveUpdates, UserNotificationRepository } from './ports';
import { publicUserNotification, userSourceKey } from './user-notification';
import {
  contactsNeeded,
  recipientsOf,
  userNoticesFor,
  type BookingContacts,
  type UserNoticeEvent,
} from './user-notification-templates';

export interface NotifyUsersDeps {
  userNotifications: UserNotificationRepository;
  userContacts: UserContactRepository;
  userLive: UserLiveUpdates;
  /** How each notice also leaves the app (issue 27 item 3: e-mail, WhatsApp, SMS). */
  delivery: UserDeliveryDeps;
}

/**
 * Tells each person an event concerns (issue 27 item 2), once per event and person: the key
 * `<event id>:<recipient>` is unique, so a redelivery or a second instance makes nothing new.
 * The streams are told on every run (one that stored it and then failed never told them).
 * Each notice is written in its recipient's language as the users projection knows it now, and
 * queued to the channels its recipient chose (planned once, so a redelivery sends nothing twice).
 */
export async function notifyUsers<T extends UserNoticeEvent>(
  deps: NotifyUsersDeps,
  event: { id: string; type: T; data: EventData<T> },
): Promise<number> {
  const ids = new Set([
    ...contactsNeeded(event.type, event.data),
    ...recipientsOf(event.type, event.data),
  ]);
  const known = ids.size > 0 ? await deps.userContacts.findMany([...ids]) : new Map();
  const booking = event.data as EventData<'BookingCreated'>;
  const contacts: BookingContacts = {
    owner: booking.propertyOwnerId ? known.get(booking.propertyOwnerId) : undefined,
    booker: known.get(booking.userId),
  };
  let created = 0;
  const languageOf = (userId: string) => known.get(userId)?.language ?? DEFAULT_LANGUAGE;
  for (const draft of userNoticesFor(event.type, event.data, contacts, languageOf)) {
    const stored = await deps.userNotifications.insertOnce({
      ...draft,
      sourceKey: userSourceKey(event.id, draft.recipientId),
    });
    if (stored.created) created += 1;
    await queueUserDeliveries(deps.delivery, stored.notification, known.get(draft.recipientId));
    await deps.userLive.created(draft.recipientId, publicUserNotification(stored.notification));
  }
  return created;
}
