import type { DeadLetter, EventHandlers, Logger } from '@ghar/platform';
import type { CreateNotificationDeps } from '../../domain/create-notification';
import { raiseDeadLetterAlert } from '../../domain/raise-dead-letter-alert';
import { notifyAdminsHandler } from './notify-admins.handler';

/**
 * Every subscription of the service, in one place: all events of DESIGN §3. Which ones make a
 * notification, and of which type, is decided in domain/notification-templates.ts.
 */
export function eventHandlers(deps: CreateNotificationDeps): EventHandlers {
  const notify = notifyAdminsHandler(deps);
  return {
    UserRegistered: notify,
    UserUpdated: notify,
    UserBlocked: notify,
    UserUnblocked: notify,
    UserDeleted: notify,
    PropertyAdded: notify,
    PropertyUpdated: notify,
    PropertyStatusChanged: notify,
    PropertyDeleted: notify,
    ListingFeeSubmitted: notify,
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
