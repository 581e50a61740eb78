import { fileURLToPath } from 'node:url';
import { BUSINESS_DEFAULTS } from '@ghar/contracts/constants';
import { loadConfig, serviceEnvSchema } from '@ghar/platform';
import { z } from 'zod';

/** `<repo>/.data/uploads`, the git-ignored data folder, when UPLOADS_DIR is not set. */
const DEFAULT_UPLOADS_DIR = fileURLToPath(new URL('../../../.data/uploads', import.meta.url));

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

export const configSchema = serviceEnvSchema({ port: 4002, mongoDb: 'ghar_listings' }).extend({
  UPLOADS_DIR: z.string().min(1).default(DEFAULT_UPLOADS_DIR),
  /** On an empty database only: list ~200 sample properties of demo owners (npm start sets it). */
  SEED_SAMPLE_LISTINGS: flag,
  /** The one-time listing fee in rupees (docs/business-decisions.md). */
  LISTING_FEE: z.coerce.number().nonnegative().default(BUSINESS_DEFAULTS.listingFee),
  /** Where the fee is paid by UPI: the payee of the fee modal's QR code and upi://pay link. */
  UPI_ID: z.string().trim().min(3).default('ghar@upi'),
  UPI_PAYEE_NAME: z.string().trim().min(1).default('Ghar Properties'),
  /** Days unconfirmed before the owner is asked "Is this still available?" (issue 10 item 6). */
  FRESHNESS_ASK_DAYS: z.coerce.number().positive().default(30),
  /** Days unconfirmed before the listing leaves search until its owner confirms. */
  FRESHNESS_HIDE_DAYS: z.coerce.number().positive().default(45),
  /** How often the freshness sweep runs (hourly). */
  FRESHNESS_SWEEP_EVERY_MS: z.coerce.number().int().positive().default(3_600_000),
  /** Hours a photo from POST /properties/upload-image waits for an edit to use it before removal. */
  UNCLAIMED_PHOTO_MAX_AGE_HOURS: z.coerce.number().positive().default(24),
  /** How often unclaimed uploaded photos are swept (hourly). */
  UNCLAIMED_PHOTO_SWEEP_EVERY_MS: z.coerce.number().int().positive().default(3_600_000),
  /**
   * How long a saved search's first match waits for more before its digest goes (issue 27 item
   * 6): homes listed together make one digest. Later digests wait a day after the last one.
   */
  SAVED_SEARCH_GATHER_MS: z.coerce.number().int().nonnegative().default(600_000),
});

export type Config = z.infer<typeof configSchema>;

export function loadServiceConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig(configSchema, env);
}
