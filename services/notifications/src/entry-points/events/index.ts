import type { DeadLetterMessage, EventHandlers, Logger, TypedEvent } from '@ghar/platform';
import type { CreateNotificationDeps } from '../../domain/create-notification';
import { recordDeadLetter, type RecordDeadLetterDeps } from '../../domain/record-dead-letter';
import { streamAccessEndsFor, type AccessEventType } from '../../domain/stream-access';
import { notifyAdminsHandler } from './notify-admins.handler';

/**
 * Every subscription of the service, in one place: all events of docs/events.md. Which ones make a
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
    PasswordChanged: notify,
    NewDeviceSignedIn: notify,
    PropertyAdded: notify,
    PropertyUpdated: notify,
    PropertyStatusChanged: notify,
    PropertyDeleted: notify,
    ListingFeeSubmitted: notify,
    ListingFreshnessCheckRequested: notify,
    ListingHiddenForFreshness: notify,
    ListingFeePaymentChanged: notify,
    SavedSearchDigestReady: notify,
    ShortlistedPriceDropped: notify,
    BookingPaymentChanged: notify,
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

/**
 * Every message of every `<topic>.dlq` — whichever service's consumer gave up on it, or an outbox
 * that parked it — is kept for the dead-letter tool and raises one SYSTEM_ALERT.
 */
export function deadLetterMessageHandler(deps: RecordDeadLetterDeps, logger: Logger) {
  return async (message: DeadLetterMessage): Promise<void> => {
    const { record, created, notificationId } = await recordDeadLetter(deps, message);
    if (created) {
      logger.warn(
        {
          deadLetterId: record.id,
          notificationId,
          eventId: record.eventId,
          consumer: record.consumer,
        },
        'dead letter recorded and alerted',
      );
    }
  };
}
