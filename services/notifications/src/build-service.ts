import { TOPICS } from '@ghar/contracts/events';
import {
  defineService,
  topicName,
  type Logger,
  type ServiceInfrastructure,
  type ServiceParts,
} from '@ghar/platform';
import { buildApp } from './app';
import { createNotificationsContext } from './context';
import { loadServiceConfig, type Config } from './config';
import { deliveryQueue, userDeliveryQueue } from './data-access/delivery-queue';
import { liveChannel, subscribeLiveUpdates } from './data-access/live-updates';
import type { CreateNotificationDeps } from './domain/create-notification';
import { kafkaDeadLetterReplayer } from './data-access/dead-letter-replayer';
import { deadLetterMessageHandler, eventHandlers } from './entry-points/events';
import { withActivity } from './entry-points/events/record-activity';
import { notificationStream } from './entry-points/http/notification-stream';
import { startCleanupJob } from './entry-points/jobs/cleanup-notifications.job';
import { startDeliveriesWorker } from './entry-points/jobs/deliveries.worker';
import { startResumeDeliveriesJob } from './entry-points/jobs/resume-deliveries.job';
import type { NotifyUsersDeps } from './domain/notify-users';
import { withUserNotices } from './entry-points/events/notify-users.handler';
import { withListingOwners } from './entry-points/events/listing-owners.handler';
import { userNotificationStream } from './entry-points/http/user-notification-stream';
import { SERVICE_NAME } from './service-name';

/**
 * Wires the service's parts on top of its connections: HTTP app, event handlers, outbox,
 * deliveries worker, daily cleanup and the live stream. main.ts runs it through the blueprint
 * below, and component tests start the same blueprint.
 */
export async function buildService(infra: ServiceInfrastructure, config: Config, logger: Logger) {
  const {
    Inquiry,
    notifications,
    deliveries,
    inquiries,
    listingOwners,
    activity,
    deadLetters,
    channels,
    live,
    userNotifications,
    channelPreferences,
    userDeliveries,
    userContacts,
    rateLimiter,
    settings,
  } = await createNotificationsContext({ config, infra, logger });
  const prefix = infra.jobs.prefix;

  const stream = notificationStream({
    countUnread: () => notifications.countUnread(),
    heartbeatMs: config.SSE_HEARTBEAT_MS,
    retryMs: config.SSE_RETRY_MS,
    logger,
  });
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
  const userQueue = userDeliveryQueue(infra.jobs, queueOptions);
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
