import { EVENT_CATALOG, type EventType } from '@ghar/contracts';
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { ServiceEnv } from '../config/service-env';
import { startEventConsumer, type DeadLetter, type EventHandlers } from '../kafka/consumer';
import { ensureTopics, topicName } from '../kafka/topics';
import { ensureIndexes } from '../mongo/connect';
import type { OutboxModel } from '../outbox/outbox-fields';
import { startOutboxRelay } from '../outbox/outbox-relay';
import { connectServiceInfrastructure, type ServiceInfrastructure } from './service-infrastructure';
import { closeServer, listen, onShutdown, type Closer } from './shutdown';

export interface ServiceParts {
  app: Express;
  /** Aggregates whose outbox the relay drains. */
  outboxModels?: OutboxModel[];
  eventHandlers?: EventHandlers;
  onDeadLetter?: (letter: DeadLetter) => Promise<void>;
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

/** The whole life of a service process: connect, index, consume, relay, listen, shut down. */
export async function runService(definition: ServiceDefinition) {
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
    });
  }

  const server = await listen(parts.app, env.PORT, env.HOST);
  logger.info({ host: env.HOST, port: env.PORT }, `${definition.name} service listening`);
  const closers: Closer[] = [
    ['http', () => closeServer(server)],
    ['consumer', async () => consumer?.stop()],
    ['outbox relay', () => relay.stop()],
    ...(parts.closers ?? []),
    ['connections', () => infra.close()],
  ];
  onShutdown(logger, closers);
  return { server, infra, relay };
}
