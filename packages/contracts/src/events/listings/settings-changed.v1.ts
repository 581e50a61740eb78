import { TOPICS } from '../topics';
import { settingsChangedDataSchema } from '../settings-changed-data';

/** An admin changed the listings service's settings section (issue 13 item 4). */
export const listingsSettingsChangedV1 = {
  type: 'ListingsSettingsChanged',
  version: 1,
  topic: TOPICS.listings,
  schema: settingsChangedDataSchema,
} as const;
