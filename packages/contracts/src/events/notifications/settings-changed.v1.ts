import { TOPICS } from '../topics';
import { settingsChangedDataSchema } from '../settings-changed-data';

/** An admin changed the notifications service's settings section (issue 13 item 4). */
export const notificationsSettingsChangedV1 = {
  type: 'NotificationsSettingsChanged',
  version: 1,
  topic: TOPICS.notifications,
  schema: settingsChangedDataSchema,
} as const;
