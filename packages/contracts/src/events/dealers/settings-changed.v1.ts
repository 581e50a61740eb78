import { TOPICS } from '../topics';
import { settingsChangedDataSchema } from '../settings-changed-data';

/** An admin changed the dealers service's settings section (issue 13 item 4). */
export const dealersSettingsChangedV1 = {
  type: 'DealersSettingsChanged',
  version: 1,
  topic: TOPICS.dealers,
  schema: settingsChangedDataSchema,
} as const;
