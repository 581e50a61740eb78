import { fileURLToPath } from 'node:url';
import { BUSINESS_DEFAULTS } from '@ghar/contracts/constants';
import { loadConfig, serviceEnvSchema } from '@ghar/platform';
import { z } from 'zod';

/** `<repo>/.data/uploads`, the git-ignored data folder, when UPLOADS_DIR is not set. */
const DEFAULT_UPLOADS_DIR = fileURLToPath(new URL('../../../.data/uploads', import.meta.url));

export const configSchema = serviceEnvSchema({ port: 4003, mongoDb: 'ghar_bookings' }).extend({
  UPLOADS_DIR: z.string().min(1).default(DEFAULT_UPLOADS_DIR),
  /** A SELL property's booking amount when the listing names none (part 2 §9, rupees). */
  DEFAULT_BOOKING_CHARGE: z.coerce
    .number()
    .nonnegative()
    .default(BUSINESS_DEFAULTS.defaultBookingCharge),
  /** Hours a booking may stay PENDING before the expiry sweep makes it EXPIRED. */
  PENDING_TTL_HOURS: z.coerce.number().positive().default(BUSINESS_DEFAULTS.pendingBookingTtlHours),
  /**
   * Listings' base URL, for the one synchronous call (a property the projection has not heard
   * of yet at a booking's create); the default is listings' default port (docs/architecture.md).
   */
  LISTINGS_URL: z.string().url().default('http://127.0.0.1:4002'),
  /** How often the expiry sweep runs (every 15 minutes). */
  EXPIRY_SWEEP_EVERY_MS: z.coerce.number().int().positive().default(900_000),
});

export type Config = z.infer<typeof configSchema>;

export function loadServiceConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig(configSchema, env);
}
