import { startTestService, type TestService, type TestServiceOptions } from '@ghar/testing';
import { notificationsService, type buildService } from '../../src/build-service';

/** The notifications service in-process through the one harness (see @ghar/testing). */
export const startNotifications = (options?: TestServiceOptions) =>
  startTestService(notificationsService, options);

export type NotificationsService = TestService<Awaited<ReturnType<typeof buildService>>>;
