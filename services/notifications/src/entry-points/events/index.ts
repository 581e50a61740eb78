import type { DeadLetter, EventHandlers, Logger, TypedEvent } from '@ghar/platform';
import type { CreateNotificationDeps } from '../../domain/create-notification';
import { raiseDeadLetterAlert } from '../../domain/raise-dead-letter-alert';
import { streamAccessEndsFor, type AccessEventType } from '../../domain/stream-access';
import { notifyAdminsHandler } from './notify-admins.handler';

/**
 * Every subscription of the service, in one place: all events of DESIGN §3. Which ones make a
 * notification, and of which type, is decided in domain/notification-templates.ts.
 */
export function eventHandlers(deps: CreateNotificationDeps): EventHandlers {
  const notify = notifyAdminsHandler(deps);
  // Notify first: if that fails the event is retried, and ending streams twice is harmless.
  const notifyAndEndAccess = async <T extends AccessEventType>(
    event: TypedEvent<T>,
    log: Logger,
  ) => {
    await notify(event, log);
    const userId = streamAccessEndsFor(event.type, event.data);
    if (userId) await deps.live.accessEnded(userId);
  };
  return {
    UserRegistered: notify,
    UserUpdated: notifyAndEndAccess,
    UserBlocked: notifyAndEndAccess,
    UserUnblocked: notify,
    UserDeleted: notifyAndEndAccess,
    PropertyAdded: notify,
    PropertyUpdated: notify,
    PropertyStatusChanged: notify,
    PropertyDeleted: notify,
    ListingFeeSubmitted: notify,
    ListingFreshnessCheckRequested: notify,
    BookingCreated: notify,
    BookingApproved: notify,
    BookingRejected: notify,
    BookingExpired: notify,
    BookingUnbooked: notify,
    DealerApplied: notify,
    DealerApproved: notify,
    DealerRejected: notify,
    CommissionEarned: notify,
    CommissionReversed: notify,
    InquiryReceived: notify,
    ListingsSettingsChanged: notify,
    BookingsSettingsChanged: notify,
    DealersSettingsChanged: notify,
    NotificationsSettingsChanged: notify,
  };
}

/** A message that kept failing in this service's consumer raises a SYSTEM_ALERT. */
export function deadLetterHandler(deps: CreateNotificationDeps, logger: Logger) {
  return async (letter: DeadLetter): Promise<void> => {
    const { notification } = await raiseDeadLetterAlert(deps, letter);
    logger.warn(
      { notificationId: notification.id, eventId: letter.eventId },
      'dead letter raised an alert',
    );
  };
}
