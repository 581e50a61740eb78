import type { DeadLetterMessage } from '@ghar/platform';
import type { CreateNotificationDeps } from './create-notification';
import type { DeadLetterRecord } from './dead-letter';
import type { DeadLetterRepository } from './ports';
import { raiseDeadLetterAlert } from './raise-dead-letter-alert';

export interface RecordDeadLetterDeps extends CreateNotificationDeps {
  deadLetters: DeadLetterRepository;
}

/**
 * Keeps a `.dlq` message for the dead-letter tool and alerts the admins, once per message. Run
 * again for the same message (redelivered after a crash between the two steps), it stores nothing
 * new and the alert's own idempotence (sourceEventId) keeps it to one.
 */
export async function recordDeadLetter(
  deps: RecordDeadLetterDeps,
  message: DeadLetterMessage,
): Promise<{ record: DeadLetterRecord; created: boolean; notificationId: string }> {
  const { record, created } = await deps.deadLetters.insertOnce(message, new Date());
  const { notification } = await raiseDeadLetterAlert(deps, record);
  return { record, created, notificationId: notification.id };
}
