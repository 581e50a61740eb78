import { loadConfig, serviceEnvSchema } from '@ghar/platform';
import type { z } from 'zod';

/** Only the variables every service reads so far; listings's own join as its features land. */
export const configSchema = serviceEnvSchema({ port: 4002, mongoDb: 'ghar_listings' });

export type Config = z.infer<typeof configSchema>;

export function loadServiceConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig(configSchema, env);
}
