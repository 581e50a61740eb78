import { loadConfig, serviceEnvSchema } from '@ghar/platform';

export const configSchema = serviceEnvSchema({ port: 4004, mongoDb: 'ghar_dealers' });

export type Config = ReturnType<typeof loadServiceConfig>;

export function loadServiceConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(configSchema, env);
}
