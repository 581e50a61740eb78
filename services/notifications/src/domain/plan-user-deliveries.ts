import type { UserNoticeChannel } from '@ghar/contracts/constants';
import { chosenChannels, noticeKindOf } from './channel-preferences';
import { isOwed } from './channels';
import type { PlannedDelivery } from './delivery-routing';
import type { DeliveryQueue, DeliveryRepository } from './ports';
import { deliveryDelayMs } from './quiet-hours';
import { myChannelPreferences, type UserChannelPreferencesDeps } from './user-channel-preferences';
import { internationalMobile } from './user-notice-messages';
import type { UserContact, UserNotification } from './user-notification';

export interface UserDeliveryDeps extends UserChannelPreferencesDeps {
  userDeliveries: DeliveryRepository<UserNoticeChannel>;
  userDeliveryQueue: DeliveryQueue<UserNoticeChannel>;
  /** The providers set up in this environment. */
  configuredUserChannels: ReadonlySet<UserNoticeChannel>;
}

/** Where a channel reaches the user: their e-mail, or their mobile (+91) for WhatsApp and SMS. */
export function addressOf(channel: UserNoticeChannel, contact?: UserContact): string | undefined {
  if (!contact) return undefined;
  if (channel === 'email') return contact.email || undefined;
  return contact.mobile ? internationalMobile(contact.mobile) : undefined;
}

/**
 * Each chosen channel is queued, or recorded skipped (so the user's notice says why nothing
 * came) when the provider is not set up or the user has no address for it.
 */
export function planUserDeliveries(
  chosen: readonly UserNoticeChannel[],
  contact: UserContact | undefined,
  configured: ReadonlySet<UserNoticeChannel>,
): PlannedDelivery<UserNoticeChannel>[] {
  return chosen.map((channel) => ({
    channel,
    status: configured.has(channel) && addressOf(channel, contact) ? 'pending' : 'skipped',
  }));
}

/**
 * Plans a stored notice's outside deliveries by its recipient's choice (once: a redelivered
 * event finds the plan stored) and queues those still owed, each job named by the notice and
 * channel so it is never queued twice. A non-urgent notice made in quiet hours waits for 08:00
 * IST, counted from when the notice was made so a redelivery keeps the same moment.
 */
export async function queueUserDeliveries(
  deps: UserDeliveryDeps,
  notice: UserNotification,
  contact: UserContact | undefined,
  now = new Date(),
): Promise<void> {
  const preferences = await myChannelPreferences(deps, notice.recipientId);
  const kind = noticeKindOf(notice.type, notice.template.key);
  const plan = planUserDeliveries(
    chosenChannels(preferences, kind),
    contact,
    deps.configuredUserChannels,
  );
  if (plan.length === 0) return;
  const deliveries = await deps.userDeliveries.planOnce(notice.id, plan, now);
  const sendAt =
    notice.createdAt.getTime() +
    deliveryDelayMs({ type: notice.type, templateKey: notice.template.key }, notice.createdAt);
  const delayMs = Math.max(0, sendAt - now.getTime());
  const owed = (Object.keys(deliveries) as UserNoticeChannel[]).filter((channel) =>
    isOwed(deliveries[channel]?.status),
  );
  await Promise.all(
    owed.map((channel) => deps.userDeliveryQueue.enqueue(notice.id, channel, { delayMs })),
  );
}
