import type { StackInfra } from './stack/start-stack';

export const INFRA_ENV_NAMES = ['MONGO_URL', 'KAFKA_BROKERS', 'REDIS_URL'] as const;

/** Servers named by env (MONGO_URL, KAFKA_BROKERS, REDIS_URL) when all three are set. */
export function infraFromEnv(env: NodeJS.ProcessEnv = process.env): StackInfra | undefined {
  const { MONGO_URL, KAFKA_BROKERS, REDIS_URL } = env;
  if (!MONGO_URL || !KAFKA_BROKERS || !REDIS_URL) return undefined;
  return { mongoUrl: MONGO_URL, kafkaBrokers: KAFKA_BROKERS, redisUrl: REDIS_URL };
}

/** The names of a partial set, so a half-configured environment is pointed out, not ignored. */
export function partialInfraEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const set = INFRA_ENV_NAMES.filter((name) => env[name]);
  return set.length > 0 && set.length < INFRA_ENV_NAMES.length ? set : [];
}

export function infraToEnv(infra: StackInfra): Record<(typeof INFRA_ENV_NAMES)[number], string> {
  return {
    MONGO_URL: infra.mongoUrl,
    KAFKA_BROKERS: infra.kafkaBrokers,
    REDIS_URL: infra.redisUrl,
  };
}
