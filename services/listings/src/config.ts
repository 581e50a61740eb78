import { fileURLToPath } from 'node:url';
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
});

export type Config = z.infer<typeof configSchema>;

export function loadServiceConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig(configSchema, env);
}
