import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { EVENT_CATALOG, TOPICS, type EventType } from '@ghar/contracts';
import {
  closeServer,
  connectServiceInfrastructure,
  createLogger,
  ensureIndexes,
  ensureTopics,
  listen,
  startEventConsumer,
  startOutboxRelay,
  topicName,
} from '@ghar/platform';
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
 * Runs one notifications service instance in this process, the way runService does (real
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
  const infra = await connectServiceInfrastructure({
    service: 'notifications',
    env: config,
    logger,
    topics: [TOPICS.notifications],
  });
  const built = await buildService(infra, config, logger);
  await ensureIndexes(infra.conn);
  const relay = startOutboxRelay({
    models: built.parts.outboxModels ?? [],
    producer: infra.producer,
    logger,
    namespace,
    intervalMs: 50,
  });
  const handled = Object.keys(built.parts.eventHandlers ?? {}) as EventType[];
  await ensureTopics(
    infra.kafka,
    handled.map((type) => topicName(EVENT_CATALOG[type].topic, namespace)),
  );
  const consumer = await startEventConsumer({
    kafka: infra.kafka,
    producer: infra.producer,
    conn: infra.conn,
    groupId: 'notifications-service',
    handlers: built.parts.eventHandlers ?? {},
    logger,
    namespace,
    onDeadLetter: built.parts.onDeadLetter,
    maxAttempts: 2,
    retryBaseMs: 10,
  });
  const server = await listen(built.parts.app, 0);
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    ...built,
    baseUrl,
    config,
    infra,
    stop: async () => {
      await closeServer(server);
      await consumer.stop();
      await relay.stop();
      for (const [, close] of built.parts.closers ?? []) await close();
      await infra.close();
    },
  };
}

export type TestService = Awaited<ReturnType<typeof startService>>;
