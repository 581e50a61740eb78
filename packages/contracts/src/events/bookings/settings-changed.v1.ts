import { TOPICS } from '../topics';
import { settingsChangedDataSchema } from '../settings-changed-data';

/** An admin changed the bookings service's settings section (issue 13 item 4). */
export const bookingsSettingsChangedV1 = {
  type: 'BookingsSettingsChanged',
  version: 1,
  topic: TOPICS.bookings,
  schema: settingsChangedDataSchema,
} as const;
