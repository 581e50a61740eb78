import type { DeadLetterMessage } from '@ghar/platform';
import { createNotification, type CreateNotificationDeps } from './create-notification';
import { dlqPlace } from './dead-letter';
import { textTemplate } from './notification';

function describeLetter(letter: DeadLetterMessage): string {
  const where = `${letter.sourceTopic} was moved to ${letter.dlqTopic}`;
  const what = letter.parked
    ? `A ${letter.eventType ?? 'unnamed'} event could not be published to ${letter.sourceTopic} and was parked in its outbox after ${letter.attempts} attempts`
    : letter.eventType
      ? `A ${letter.eventType} event on ${where} by ${letter.consumer} after ${letter.attempts} failed attempts`
      : `An unreadable message on ${where} by ${letter.consumer}`;
  return `${what}: ${letter.error}`.slice(0, 1000);
}

/**
 * Every `.dlq` message becomes one SYSTEM_ALERT for the admins — any service's consumer giving up
 * on an event, or an outbox parking one. Keyed by the message's place in its dlq topic, so a
 * redelivered message alerts once, and a replay that fails again (a new dlq message) alerts anew.
 */
export async function raiseDeadLetterAlert(
  deps: CreateNotificationDeps,
  letter: DeadLetterMessage & { id: string },
) {
  return createNotification(deps, {
    sourceEventId: `dead-letter:${dlqPlace(letter)}`,
    draft: {
      type: 'SYSTEM_ALERT',
      title: 'Event processing failed',
      message: describeLetter(letter),
      data: {
        topic: letter.sourceTopic,
        deadLetterId: letter.id,
        ...(letter.eventId ? { eventId: letter.eventId } : {}),
        ...(letter.eventType ? { eventType: letter.eventType } : {}),
      },
      template: textTemplate('EventProcessingFailed', {
        topic: letter.sourceTopic,
        eventType: letter.eventType,
      }),
    },
  });
}
