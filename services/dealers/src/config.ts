import { loadConfig, serviceEnvSchema } from '@ghar/platform';
import type { z } from 'zod';

/** Only the variables every service reads so far; dealers's own join as its features land. */
export const configSchema = serviceEnvSchema({ port: 4004, mongoDb: 'ghar_dealers' });

export type Config = z.infer<typeof configSchema>;

export function loadServiceConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig(configSchema, env);
}
