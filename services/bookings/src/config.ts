import { loadConfig, serviceEnvSchema } from '@ghar/platform';

export const configSchema = serviceEnvSchema({ port: 4003, mongoDb: 'ghar_bookings' });

export type Config = ReturnType<typeof loadServiceConfig>;

export function loadServiceConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(configSchema, env);
}
