import type { DeadLetter } from '@ghar/platform';
import { createNotification, type CreateNotificationDeps } from './create-notification';

function describeLetter(letter: DeadLetter): string {
  const where = `${letter.topic} was moved to ${letter.topic}.dlq`;
  const what = letter.eventType
    ? `A ${letter.eventType} event on ${where} after ${letter.attempts} failed attempts`
    : `An unreadable message on ${where}`;
  return `${what}: ${letter.error}`.slice(0, 1000);
}

/** An event that kept failing in this service's consumer becomes a SYSTEM_ALERT for the admins. */
export async function raiseDeadLetterAlert(deps: CreateNotificationDeps, letter: DeadLetter) {
  return createNotification(deps, {
    // One alert per dead event, even if it is dead-lettered again after a redelivery; a message
    // too broken to carry an event id is named by its place in the topic instead.
    sourceEventId: `dead-letter:${letter.topic}:${letter.eventId ?? `${letter.partition}@${letter.offset}`}`,
    draft: {
      type: 'SYSTEM_ALERT',
      title: 'Event processing failed',
      message: describeLetter(letter),
      data: {
        topic: letter.topic,
        ...(letter.eventId ? { eventId: letter.eventId } : {}),
        ...(letter.eventType ? { eventType: letter.eventType } : {}),
      },
    },
  });
}
