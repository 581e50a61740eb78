import { TOPICS } from '@ghar/contracts';
import {
  defineService,
  topicName,
  type Logger,
  type ServiceInfrastructure,
  type ServiceParts,
} from '@ghar/platform';
import { buildApp } from './app';
import { loadServiceConfig, type Config } from './config';
import { channelRegistry } from './data-access/channels/channel-registry';
import { USER_NOTICE_CHANNELS } from '@ghar/contracts';
import { channelPreferencesModel } from './data-access/channel-preferences-model';
import { channelPreferencesRepository } from './data-access/channel-preferences-repository';
import { deliveryModel, migrateDeliveryIds, userDeliveryModel } from './data-access/delivery-model';
import { deliveryQueue, userDeliveryQueue } from './data-access/delivery-queue';
import { deliveryRepository } from './data-access/delivery-repository';
import { inquiryModel } from './data-access/inquiry-model';
import { inquiryRepository } from './data-access/inquiry-repository';
import { listingOwnerDirectory } from './data-access/listing-owner-directory';
import { liveChannel, redisLiveUpdates, subscribeLiveUpdates } from './data-access/live-updates';
import { notificationModel } from './data-access/notification-model';
import { notificationRepository } from './data-access/notification-repository';
import { fixedWindowRateLimiter } from './data-access/rate-limiter';
import { activityModel } from './data-access/activity-model';
import { activityRepository } from './data-access/activity-repository';
import type { CreateNotificationDeps } from './domain/create-notification';
import { deadLetterModel } from './data-access/dead-letter-model';
import { kafkaDeadLetterReplayer } from './data-access/dead-letter-replayer';
import { deadLetterRepository } from './data-access/dead-letter-repository';
import { deadLetterMessageHandler, eventHandlers } from './entry-points/events';
import { withActivity } from './entry-points/events/record-activity';
import { notificationStream } from './entry-points/http/notification-stream';
import { startCleanupJob } from './entry-points/jobs/cleanup-notifications.job';
import { startDeliveriesWorker } from './entry-points/jobs/deliveries.worker';
import { startResumeDeliveriesJob } from './entry-points/jobs/resume-deliveries.job';
import { userContactModel } from './data-access/user-contact-model';
import { userContactRepository } from './data-access/user-contact-repository';
import { userNotificationModel } from './data-access/user-notification-model';
import { userNotificationRepository } from './data-access/user-notification-repository';
import type { NotifyUsersDeps } from './domain/notify-users';
import { withUserNotices } from './entry-points/events/notify-users.handler';
import { withListingOwners } from './entry-points/events/listing-owners.handler';
import { userNotificationStream } from './entry-points/http/user-notification-stream';
import { SERVICE_NAME } from './service-name';
import { createNotificationsSettings } from './settings/notifications-settings';

/**
 * Wires the service's parts on top of its connections: HTTP app, event handlers, outbox,
 * deliveries worker, daily cleanup and the live stream. main.ts runs it through the blueprint
 * below, and component tests start the same blueprint.
 */
export async function buildService(infra: ServiceInfrastructure, config: Config, logger: Logger) {
  const Notification = notificationModel(infra.conn);
  const Inquiry = inquiryModel(infra.conn);
  const notifications = notificationRepository(Notification);
  const Delivery = deliveryModel(infra.conn);
  const migrated = await migrateDeliveryIds(Delivery);
  if (migrated > 0) logger.info({ migrated }, 'deliveries given <notification>:<channel> ids');
  const deliveries = deliveryRepository(Delivery);
  const inquiries = inquiryRepository(Inquiry);
  const listingOwners = listingOwnerDirectory(infra.conn);
  const activity = activityRepository(activityModel(infra.conn));
  const deadLetters = deadLetterRepository(deadLetterModel(infra.conn));
  const channels = channelRegistry(config);
  const prefix = infra.jobs.prefix;

  const live = redisLiveUpdates(infra.redis, liveChannel(prefix), logger);
  const stream = notificationStream({
    countUnread: () => notifications.countUnread(),
    heartbeatMs: config.SSE_HEARTBEAT_MS,
    retryMs: config.SSE_RETRY_MS,
    logger,
  });
  const userNotifications = userNotificationRepository(userNotificationModel(infra.conn));
  const userStream = userNotificationStream({
    countUnread: (recipientId) => userNotifications.countUnread(recipientId),
    heartbeatMs: config.SSE_HEARTBEAT_MS,
    retryMs: config.SSE_RETRY_MS,
    logger,
  });
  const queueOptions = {
    attempts: config.DELIVERY_ATTEMPTS,
    backoffMs: config.DELIVERY_BACKOFF_MS,
  };
  // Users' own notices leave by the channels each chose (issue 27 item 3).
  const channelPreferences = channelPreferencesRepository(channelPreferencesModel(infra.conn));
  const userDeliveries = deliveryRepository(userDeliveryModel(infra.conn), USER_NOTICE_CHANNELS);
  const userQueue = userDeliveryQueue(infra.jobs, queueOptions);
  const userContacts = userContactRepository(userContactModel(infra.conn));
  const notifyUsersDeps: NotifyUsersDeps = {
    userNotifications,
    userContacts,
    userLive: live.users,
    delivery: {
      channelPreferences,
      userDeliveries,
      userDeliveryQueue: userQueue,
      configuredUserChannels: channels.userConfigured,
    },
  };
  const subscription = await subscribeLiveUpdates(
    infra.redis,
    liveChannel(prefix),
    logger,
    (message) => {
      stream.onLiveMessage(message);
      userStream.onLiveMessage(message);
    },
  );

  const queue = deliveryQueue(infra.jobs, queueOptions);
  const createDeps: CreateNotificationDeps = {
    notifications,
    deliveries,
    routes: config.NOTIFY_ROUTES,
    configuredChannels: channels.configured,
    deliveryQueue: queue,
    live,
  };
  const deliveriesWorker = startDeliveriesWorker(
    infra.jobs,
    { notifications, deliveries, senders: channels.senders, publicBaseUrl: config.PUBLIC_BASE_URL },
    {
      concurrency: config.DELIVERY_CONCURRENCY,
      users: {
        userNotifications,
        userDeliveries,
        userContacts,
        senders: channels.userSenders,
        publicBaseUrl: config.PUBLIC_BASE_URL,
      },
    },
  );
  const cleanup = await startCleanupJob(
    infra.jobs,
    { notifications, deliveries, activity },
    { pattern: config.CLEANUP_CRON, timeZone: config.NOTIFICATIONS_TIME_ZONE },
  );
  const resume = await startResumeDeliveriesJob(
    infra.jobs,
    { deliveries, deliveryQueue: queue },
    {
      everyMs: config.DELIVERY_SWEEP_EVERY_MS,
      staleAfterMs: config.DELIVERY_STALE_AFTER_MS,
      users: { deliveries: userDeliveries, deliveryQueue: userQueue },
    },
  );
  logger.info(
    { channels: [...channels.configured], userChannels: [...channels.userConfigured] },
    'delivery channels configured',
  );

  const settings = createNotificationsSettings(infra.conn, config);
  const rateLimiter = fixedWindowRateLimiter(infra.redis, {
    prefix: `${prefix}:rate:inquiries`,
    limit: config.INQUIRY_RATE_LIMIT,
    windowSeconds: config.INQUIRY_RATE_WINDOW_SECONDS,
  });
  const app = buildApp({
    config,
    logger,
    health: infra.health,
    notifications,
    deliveries,
    inquiries,
    rateLimiter,
    listingOwners,
    channels,
    live,
    stream,
    activity,
    settings,
    deadLetters: {
      deadLetters,
      replayer: kafkaDeadLetterReplayer(infra.producer),
      topicOf: (base) => topicName(base, config.EVENTS_NAMESPACE),
    },
    users: { userNotifications, userLive: live.users, stream: userStream, channelPreferences },
  });

  const parts: ServiceParts = {
    app,
    outboxModels: [Inquiry, settings.model],
    eventHandlers: withListingOwners(
      withUserNotices(withActivity(eventHandlers(createDeps), { activity }), notifyUsersDeps),
      listingOwners,
    ),
    // Every .dlq message (this service's own consumer's too) is recorded and alerted there.
    onDeadLetterMessage: deadLetterMessageHandler({ ...createDeps, deadLetters }, logger),
    closers: [
      ['live streams', async () => stream.close()],
      ['user live streams', async () => userStream.close()],
      ['live subscription', () => subscription.close()],
      // Before the deliveries queue, which a running sweep still uses.
      ['resume-deliveries job', () => resume.close()],
      ['deliveries worker', () => deliveriesWorker.close()],
      ['deliveries queue', () => queue.close()],
      ['user deliveries queue', () => userQueue.close()],
      ['cleanup job', () => cleanup.close()],
    ],
  };
  return {
    parts,
    notifications,
    deliveries,
    inquiries,
    listingOwners,
    activity,
    deadLetters,
    createDeps,
    stream,
    userStream,
    notifyUsersDeps,
    cleanupQueue: cleanup.queue,
    deliveryQueue: queue,
    userDeliveries,
    userDeliveryQueue: userQueue,
  };
}

export const notificationsService = defineService({
  name: SERVICE_NAME,
  publishes: [TOPICS.notifications],
  loadConfig: loadServiceConfig,
  build: buildService,
});
