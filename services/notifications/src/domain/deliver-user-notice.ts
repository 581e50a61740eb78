import { DEFAULT_LANGUAGE, type UserNoticeChannel } from '@ghar/contracts/constants';
import { noticeKindOf } from './channel-preferences';
import { sendAndRecord, type DeliveryAttempt, type DeliveryOutcome } from './deliver-notification';
import { addressOf } from './plan-user-deliveries';
import type {
  DeliveryRepository,
  UserContactRepository,
  UserNoticeSenders,
  UserNotificationRepository,
} from './ports';

/** The user's own notices page, the link an outside message carries. */
const OWN_NOTICES = '/notifications';

export interface DeliverUserNoticeDeps {
  userNotifications: Pick<UserNotificationRepository, 'findById'>;
  userDeliveries: DeliveryRepository<UserNoticeChannel>;
  userContacts: Pick<UserContactRepository, 'findMany'>;
  senders: UserNoticeSenders;
  publicBaseUrl?: string;
}

/**
 * Sends one user notice on one channel to the address the user has now, in their language, and
 * records the outcome. As the admins' deliveries: a delivery recorded as sent is never sent
 * again; a failure is recorded (retrying, or failed when final) and rethrown for the queue.
 */
export async function deliverUserNotice(
  deps: DeliverUserNoticeDeps,
  {
    notificationId,
    channel,
    attempt,
    maxAttempts,
  }: Omit<DeliveryAttempt, 'channel'> & { channel: UserNoticeChannel },
): Promise<DeliveryOutcome> {
  const notice = await deps.userNotifications.findById(notificationId);
  if (!notice) return 'notification-gone';
  if ((await deps.userDeliveries.of(notificationId))[channel]?.status === 'sent')
    return 'already-sent';
  const contact = (await deps.userContacts.findMany([notice.recipientId])).get(notice.recipientId);
  const to = addressOf(channel, contact);
  const sender = deps.senders[channel];
  if (!sender || !to) {
    // The provider was switched off, or the user removed their number or left, since it was queued.
    await deps.userDeliveries.record(notificationId, channel, {
      status: 'skipped',
      attempts: attempt - 1,
      updatedAt: new Date(),
    });
    return 'skipped';
  }
  return sendAndRecord(deps.userDeliveries, { notificationId, channel, attempt, maxAttempts }, () =>
    sender.send({
      to,
      language: contact?.language ?? DEFAULT_LANGUAGE,
      kind: noticeKindOf(notice.type, notice.template.key),
      title: notice.title,
      message: notice.message,
      link: deps.publicBaseUrl ? new URL(OWN_NOTICES, deps.publicBaseUrl).toString() : undefined,
    }),
  );
}
