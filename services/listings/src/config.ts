import { loadConfig, serviceEnvSchema } from '@ghar/platform';

export const configSchema = serviceEnvSchema({ port: 4002, mongoDb: 'ghar_listings' });

export type Config = ReturnType<typeof loadServiceConfig>;

export function loadServiceConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(configSchema, env);
}
