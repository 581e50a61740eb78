import { notificationTarget } from '@ghar/contracts/constants';
import { asDeliveryError, failedAttemptState, type Channel, type ChannelSenders } from './channels';
import type { DeliveryRepository, NotificationRepository } from './ports';

const OWN_DASHBOARD = '/dashboard';

export interface DeliverNotificationDeps {
  notifications: NotificationRepository;
  deliveries: DeliveryRepository;
  senders: ChannelSenders;
  /** The web app's address; messages carry a link to the related admin page when set. */
  publicBaseUrl?: string;
}

export interface DeliveryAttempt {
  notificationId: string;
  channel: Channel;
  /** 1 for the first try. */
  attempt: number;
  maxAttempts: number;
}

export type DeliveryOutcome = 'sent' | 'already-sent' | 'notification-gone' | 'skipped';

/**
 * Sends one notification on one channel and records the outcome on the notification. A
 * delivery already recorded as sent is never sent again. A failure is recorded (retrying, or
 * failed on the last attempt or when it is permanent) and rethrown as a DeliveryError so the
 * queue can retry it.
 */
export async function deliverNotification(
  deps: DeliverNotificationDeps,
  { notificationId, channel, attempt, maxAttempts }: DeliveryAttempt,
): Promise<DeliveryOutcome> {
  const notification = await deps.notifications.findById(notificationId);
  if (!notification) return 'notification-gone';
  if ((await deps.deliveries.of(notificationId))[channel]?.status === 'sent') return 'already-sent';
  const sender = deps.senders[channel];
  const now = new Date();
  if (!sender) {
    // The channel was configured when queued and is not any more (a restart with other env).
    await deps.deliveries.record(notificationId, channel, {
      status: 'skipped',
      attempts: attempt - 1,
      updatedAt: now,
    });
    return 'skipped';
  }
  // A user's own message leads to their dashboard, an admin's to the related admin page.
  const path = notification.emailTo ? OWN_DASHBOARD : notificationTarget(notification).path;
  const link = deps.publicBaseUrl ? new URL(path, deps.publicBaseUrl).toString() : undefined;
  return sendAndRecord(deps.deliveries, { notificationId, channel, attempt, maxAttempts }, () =>
    sender.send({
      title: notification.title,
      message: notification.message,
      link,
      to: notification.emailTo,
    }),
  );
}

/**
 * Runs one send and records its outcome on the delivery (admins' and users' alike): sent, or the
 * failure — retrying, or failed when it cannot heal or was the last try — rethrown as a
 * DeliveryError so the queue retries it.
 */
export async function sendAndRecord<C extends string>(
  deliveries: Pick<DeliveryRepository<C>, 'record'>,
  attempt: { notificationId: string; channel: C; attempt: number; maxAttempts: number },
  send: () => Promise<unknown>,
): Promise<'sent'> {
  try {
    await send();
  } catch (error) {
    const failure = asDeliveryError(error);
    await deliveries.record(
      attempt.notificationId,
      attempt.channel,
      failedAttemptState(failure, attempt.attempt, attempt.maxAttempts),
    );
    throw failure;
  }
  await deliveries.record(attempt.notificationId, attempt.channel, {
    status: 'sent',
    attempts: attempt.attempt,
    sentAt: new Date(),
    updatedAt: new Date(),
  });
  return 'sent';
}
