import { USER_NOTICE_CHANNELS } from '@ghar/contracts/constants';
import type { Logger, ServiceInfrastructure } from '@ghar/platform';
import type { Config } from './config';
import { activityModel } from './data-access/activity-model';
import { activityRepository } from './data-access/activity-repository';
import { channelPreferencesModel } from './data-access/channel-preferences-model';
import { channelPreferencesRepository } from './data-access/channel-preferences-repository';
import { channelRegistry } from './data-access/channels/channel-registry';
import { deadLetterModel } from './data-access/dead-letter-model';
import { deadLetterRepository } from './data-access/dead-letter-repository';
import { deliveryModel, migrateDeliveryIds, userDeliveryModel } from './data-access/delivery-model';
import { deliveryRepository } from './data-access/delivery-repository';
import { inquiryModel } from './data-access/inquiry-model';
import { inquiryRepository } from './data-access/inquiry-repository';
import { listingOwnerDirectory } from './data-access/listing-owner-directory';
import { liveChannel, redisLiveUpdates } from './data-access/live-updates';
import { notificationModel } from './data-access/notification-model';
import { notificationRepository } from './data-access/notification-repository';
import { fixedWindowRateLimiter } from './data-access/rate-limiter';
import { userContactModel } from './data-access/user-contact-model';
import { userContactRepository } from './data-access/user-contact-repository';
import { userNotificationModel } from './data-access/user-notification-model';
import { userNotificationRepository } from './data-access/user-notification-repository';
import { createNotificationsSettings } from './settings/notifications-settings';

/**
 * The composition root: wires config and connections into the stores, channels and live updates
 * the use cases need (domain/ports.ts). build-service.ts adds the queues, jobs and streams.
 */
export async function createNotificationsContext(options: {
  config: Config;
  infra: Pick<ServiceInfrastructure, 'conn' | 'redis' | 'jobs'>;
  logger: Logger;
}) {
  const { config, infra, logger } = options;
  const Inquiry = inquiryModel(infra.conn);
  const Delivery = deliveryModel(infra.conn);
  const migrated = await migrateDeliveryIds(Delivery);
  if (migrated > 0) logger.info({ migrated }, 'deliveries given <notification>:<channel> ids');
  return {
    Inquiry,
    notifications: notificationRepository(notificationModel(infra.conn)),
    deliveries: deliveryRepository(Delivery),
    inquiries: inquiryRepository(Inquiry),
    listingOwners: listingOwnerDirectory(infra.conn),
    activity: activityRepository(activityModel(infra.conn)),
    deadLetters: deadLetterRepository(deadLetterModel(infra.conn)),
    channels: channelRegistry(config),
    live: redisLiveUpdates(infra.redis, liveChannel(infra.jobs.prefix), logger),
    userNotifications: userNotificationRepository(userNotificationModel(infra.conn)),
    // Users' own notices leave by the channels each chose (issue 27 item 3).
    channelPreferences: channelPreferencesRepository(channelPreferencesModel(infra.conn)),
    userDeliveries: deliveryRepository(userDeliveryModel(infra.conn), USER_NOTICE_CHANNELS),
    userContacts: userContactRepository(userContactModel(infra.conn)),
    rateLimiter: fixedWindowRateLimiter(infra.redis, {
      prefix: `${infra.jobs.prefix}:rate:inquiries`,
      limit: config.INQUIRY_RATE_LIMIT,
      windowSeconds: config.INQUIRY_RATE_WINDOW_SECONDS,
    }),
    settings: createNotificationsSettings(infra.conn, config),
  };
}
