import type { EventType } from '@ghar/contracts/events';
import type { Logger, TypedEvent } from '@ghar/platform';
import { createNotification, type CreateNotificationDeps } from '../../domain/create-notification';
import { notificationForEvent } from '../../domain/notification-templates';

/** Turns one consumed event into the admin notification its template makes, if any. */
export function notifyAdminsHandler(deps: CreateNotificationDeps) {
  return async <T extends EventType>(event: TypedEvent<T>, log: Logger): Promise<void> => {
    const draft = notificationForEvent(event.type, event.data, { actor: event.actor });
    if (!draft) {
      log.debug('event makes no admin notification');
      return;
    }
    const { notification, created } = await createNotification(deps, {
      draft,
      sourceEventId: event.id,
    });
    log.info({ notificationId: notification.id, type: draft.type, created }, 'admin notification');
  };
}
