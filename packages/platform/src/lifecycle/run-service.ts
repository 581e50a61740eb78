import { EVENT_CATALOG, TOPICS, type EventType } from '@ghar/contracts/events';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Kafka } from 'kafkajs';
import type { Logger } from 'pino';
import type { ServiceEnv } from '../config/service-env';
import { startEventConsumer, type DeadLetter, type EventHandlers } from '../kafka/consumer';
import { startDeadLetterListener } from '../kafka/dead-letter-listener';
import type { DeadLetterMessage } from '../kafka/dead-letter-message';
import { ensureTopics, topicName } from '../kafka/topics';
import { ensureIndexes } from '../mongo/connect';
import type { OutboxModel } from '../outbox/outbox-fields';
import { startOutboxRelay } from '../outbox/outbox-relay';
import { connectServiceInfrastructure, type ServiceInfrastructure } from './service-infrastructure';
import {
  closeServer,
  listen,
  onShutdown,
  outlastClientIdleConnections,
  type Closer,
} from './shutdown';

export interface ServiceParts {
  app: Express;
  /** Aggregates whose outbox the relay drains. */
  outboxModels?: OutboxModel[];
  eventHandlers?: EventHandlers;
  /** Told of this service's own consumer's dead letters, as it gives up on each. */
  onDeadLetter?: (letter: DeadLetter) => Promise<void>;
  /**
   * Given, the service reads every message of every `<topic>.dlq` — any consumer's dead letter and
   * every outbox's parked-record notice — at least once each (group `<name>-dead-letters`).
   */
  onDeadLetterMessage?: (message: DeadLetterMessage) => Promise<void>;
  /** Workers, schedulers and other resources to close before the connections. */
  closers?: Closer[];
}

export interface ServiceDefinition {
  name: string;
  env: ServiceEnv;
  logger: Logger;
  /** Base topic names this service produces to. */
  publishes: string[];
  build: (infra: ServiceInfrastructure) => Promise<ServiceParts>;
}

export interface RuntimeTuning {
  /** How often the outbox relay looks for unpublished events. */
  relayIntervalMs?: number;
  /** Handler attempts before a message goes to `<topic>.dlq`, and the first retry's delay. */
  consumer?: { maxAttempts?: number; retryBaseMs?: number };
}

/**
 * Starts a service in this process: connect, build, index, relay the outbox, consume, listen.
 * Component tests use it directly (port 0, quick retries) and stop it with `stop()`.
 */
export async function startServiceRuntime(
  definition: ServiceDefinition,
  tuning: RuntimeTuning = {},
) {
  const { env, logger } = definition;
  const infra = await connectServiceInfrastructure({
    service: definition.name,
    env,
    logger,
    topics: definition.publishes,
  });
  const parts = await definition.build(infra);
  await ensureIndexes(infra.conn);

  const relay = startOutboxRelay({
    models: parts.outboxModels ?? [],
    producer: infra.producer,
    logger,
    namespace: env.EVENTS_NAMESPACE,
    intervalMs: tuning.relayIntervalMs,
    sweepMs: env.OUTBOX_SWEEP_MS,
  });
  const handled = Object.keys(parts.eventHandlers ?? {}) as EventType[];
  let consumer: Awaited<ReturnType<typeof startEventConsumer>> | undefined;
  if (handled.length > 0) {
    await ensureTopics(
      infra.kafka,
      handled.map((type) => topicName(EVENT_CATALOG[type].topic, env.EVENTS_NAMESPACE)),
    );
    consumer = await startEventConsumer({
      kafka: infra.kafka,
      producer: infra.producer,
      conn: infra.conn,
      groupId: `${definition.name}-service`,
      handlers: parts.eventHandlers ?? {},
      logger,
      namespace: env.EVENTS_NAMESPACE,
      onDeadLetter: parts.onDeadLetter,
      ...tuning.consumer,
    });
  }
  const deadLetters = parts.onDeadLetterMessage
    ? await startDeadLetterListener({
        kafka: infra.kafka,
        groupId: `${definition.name}-dead-letters`,
        topics: await ensureEventTopics(infra.kafka, env.EVENTS_NAMESPACE),
        namespace: env.EVENTS_NAMESPACE,
        logger,
        onMessage: parts.onDeadLetterMessage,
      })
    : undefined;

  const server = outlastClientIdleConnections(await listen(parts.app, env.PORT, env.HOST));
  const { port } = server.address() as AddressInfo;
  logger.info({ host: env.HOST, port }, `${definition.name} service listening`);
  const closers: Closer[] = [
    ['http', () => closeServer(server)],
    ['consumer', async () => consumer?.stop()],
    ['dead-letter listener', async () => deadLetters?.stop()],
    ['outbox relay', () => relay.stop()],
    ...(parts.closers ?? []),
    ['connections', () => infra.close()],
  ];
  return {
    server,
    baseUrl: `http://127.0.0.1:${port}`,
    infra,
    relay,
    closers,
    /** Closes everything in order (HTTP, consumer, relay, the service's own, connections). */
    stop: async () => {
      for (const [, close] of closers) await close();
    },
  };
}

/** Every event topic and its `.dlq` exist before their messages are read; returns the base names. */
async function ensureEventTopics(kafka: Kafka, namespace: string): Promise<string[]> {
  const topics = Object.values(TOPICS);
  await ensureTopics(
    kafka,
    topics.map((topic) => topicName(topic, namespace)),
  );
  return topics;
}

/** The whole life of a service process: start it, and shut it down gracefully on a signal. */
export async function runService(definition: ServiceDefinition) {
  const runtime = await startServiceRuntime(definition);
  onShutdown(definition.logger, runtime.closers);
  return runtime;
}
