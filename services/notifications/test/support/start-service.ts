import { randomUUID } from 'node:crypto';
import { TOPICS } from '@ghar/contracts';
import { createLogger, startServiceRuntime } from '@ghar/platform';
import { buildService } from '../../src/build-service';
import { loadServiceConfig } from '../../src/config';

export const SIGNING_SECRET = 'notifications-test-signing-secret';

/** A namespace for one test file: its own topics, database and BullMQ / Redis prefix. */
export function testNamespace(label: string): string {
  return `t${label}${randomUUID().slice(0, 8)}`;
}

function servers() {
  const { MONGO_URL, KAFKA_BROKERS, REDIS_URL } = process.env;
  if (!MONGO_URL || !KAFKA_BROKERS || !REDIS_URL) {
    throw new Error(
      'MONGO_URL, KAFKA_BROKERS and REDIS_URL must be set (the component globalSetup does it)',
    );
  }
  return { MONGO_URL, KAFKA_BROKERS, REDIS_URL };
}

/**
 * Runs one notifications service instance in this process, as main.ts does (real
 * MongoDB-compatible server, Kafka and Redis), on a free port, and stops it cleanly. Two
 * instances with the same namespace behave like two processes of one deployment.
 */
export async function startService(namespace: string, env: Record<string, string> = {}) {
  const config = loadServiceConfig({
    ...servers(),
    MONGO_DB: `notifications_${namespace}`,
    EVENTS_NAMESPACE: namespace,
    INTERNAL_SIGNING_SECRET: SIGNING_SECRET,
    PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...env,
  });
  const logger = createLogger({ service: 'notifications-test', level: config.LOG_LEVEL });
  let built!: Awaited<ReturnType<typeof buildService>>;
  const runtime = await startServiceRuntime(
    {
      name: 'notifications',
      env: config,
      logger,
      publishes: [TOPICS.notifications],
      build: async (infra) => {
        built = await buildService(infra, config, logger);
        return built.parts;
      },
    },
    { relayIntervalMs: 50, consumer: { maxAttempts: 2, retryBaseMs: 10 } },
  );
  return { ...built, baseUrl: runtime.baseUrl, config, infra: runtime.infra, stop: runtime.stop };
}

export type TestService = Awaited<ReturnType<typeof startService>>;
