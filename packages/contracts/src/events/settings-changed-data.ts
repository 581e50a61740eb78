import { z } from 'zod';
import { SETTINGS_SECTIONS } from '../schemas/settings';

/**
 * What each owner's `<Section>SettingsChanged` carries (one event type per owning topic, as every
 * event has one producer): the section, each value from → to, and the admin who changed it.
 */
export const settingsChangedDataSchema = z.object({
  section: z.enum(SETTINGS_SECTIONS),
  changes: z.array(z.object({ key: z.string().min(1), from: z.unknown(), to: z.unknown() })),
  by: z.object({ userId: z.string(), email: z.string() }),
});
export type SettingsChangedData = z.output<typeof settingsChangedDataSchema>;
