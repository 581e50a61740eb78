import {
  serviceHttpApp,
  settingsRoutes,
  type HealthCheck,
  type Logger,
  type SettingsStore,
} from '@ghar/platform';
import type { Config } from './config';
import type { ChannelRegistry } from './domain/ports';
import type { DeliveryRepository } from './data-access/delivery-repository';
import type { InquiryRepository } from './data-access/inquiry-repository';
import type { NotificationRepository } from './data-access/notification-repository';
import type { ListingOwnerDirectory } from './domain/ports';
import type { RateLimiter } from './data-access/rate-limiter';
import type { ManageDeadLettersDeps } from './domain/manage-dead-letters';
import type {
  ActivityRepository,
  ChannelPreferencesRepository,
  LiveUpdates,
  UserLiveUpdates,
  UserNotificationRepository,
} from './domain/ports';
import { deadLetterRoutes } from './entry-points/http/dead-letters.routes';
import { inquiryRoutes } from './entry-points/http/inquiries.routes';
import { integrationRoutes } from './entry-points/http/integrations.routes';
import type { NotificationStream } from './entry-points/http/notification-stream';
import { notificationRoutes } from './entry-points/http/notifications.routes';
import { recentActivityRoutes } from './entry-points/http/recent-activity.routes';
import type { UserNotificationStream } from './entry-points/http/user-notification-stream';
import { userNotificationRoutes } from './entry-points/http/user-notifications.routes';
import { SERVICE_NAME } from './service-name';

export interface AppDeps {
  config: Config;
  logger: Logger;
  health: Record<string, HealthCheck>;
  notifications: NotificationRepository;
  deliveries: DeliveryRepository;
  inquiries: InquiryRepository;
  rateLimiter: RateLimiter;
  /** Who owns each listing, for a question about it (issue 27). */
  listingOwners: ListingOwnerDirectory;
  channels: ChannelRegistry;
  live: LiveUpdates;
  stream: NotificationStream;
  activity: ActivityRepository;
  settings: SettingsStore<'notifications'>;
  deadLetters: ManageDeadLettersDeps;
  /** Every signed-in user's own notifications (issue 27). */
  users: {
    userNotifications: UserNotificationRepository;
    userLive: UserLiveUpdates;
    stream: UserNotificationStream;
    channelPreferences: ChannelPreferencesRepository;
  };
}

/** The notifications service's HTTP app, built without listening so tests can run it in-process. */
export function buildApp(deps: AppDeps) {
  return serviceHttpApp(SERVICE_NAME, deps, [
    notificationRoutes({
      notifications: deps.notifications,
      deliveries: deps.deliveries,
      live: deps.live,
      stream: deps.stream,
      timeZone: deps.config.NOTIFICATIONS_TIME_ZONE,
    }),
    userNotificationRoutes(deps.users),
    integrationRoutes(deps.channels),
    inquiryRoutes({
      inquiries: deps.inquiries,
      rateLimiter: deps.rateLimiter,
      listingOwners: deps.listingOwners,
    }),
    recentActivityRoutes({ activity: deps.activity }),
    settingsRoutes(deps.settings),
    deadLetterRoutes(deps.deadLetters),
  ]);
}
