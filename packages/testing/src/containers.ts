import { freePort } from '@ghar/local-infra';
import type { StartedTestContainer } from 'testcontainers';

const RUNTIME_TIMEOUT_MS = 3_000;

/** Whether a Docker-compatible runtime answers within 3 s (testcontainers fails fast without one). */
export async function containerRuntimeHost(): Promise<string | undefined> {
  const { getContainerRuntimeClient } = await import('testcontainers');
  let timer: NodeJS.Timeout | undefined;
  try {
    const client = await Promise.race([
      getContainerRuntimeClient(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), RUNTIME_TIMEOUT_MS);
      }),
    ]);
    return client.info.containerRuntime.host;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

export interface ContainerInfra {
  mongoUrl: string;
  kafkaBrokers: string;
  redisUrl: string;
  stop(): Promise<void>;
}

/** The images docker-compose.yml uses: MongoDB 7, Apache Kafka 3.9.1 (KRaft), Redis 7. */
export async function startContainers(host: string): Promise<ContainerInfra> {
  const { GenericContainer, Wait } = await import('testcontainers');
  // Kafka advertises the address clients must use, so its host port is fixed before it starts.
  const kafkaPort = await freePort();
  const starting = [
    new GenericContainer('mongo:7')
      .withExposedPorts(27017)
      .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
      .start(),
    new GenericContainer('apache/kafka:3.9.1')
      .withExposedPorts({ container: 9092, host: kafkaPort })
      .withEnvironment({
        KAFKA_NODE_ID: '1',
        KAFKA_PROCESS_ROLES: 'broker,controller',
        KAFKA_LISTENERS: 'PLAINTEXT://:9092,CONTROLLER://:9093',
        KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://${host}:${kafkaPort}`,
        KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
        KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
        KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
        KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
        KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
        KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
        KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
        KAFKA_AUTO_CREATE_TOPICS_ENABLE: 'false',
      })
      .withWaitStrategy(Wait.forLogMessage(/Kafka Server started/))
      .start(),
    new GenericContainer('redis:7')
      .withCommand([
        'redis-server',
        '--maxmemory-policy',
        'noeviction',
        '--save',
        '',
        '--appendonly',
        'no',
      ])
      .withExposedPorts(6379)
      .withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/))
      .start(),
  ];
  const results = await Promise.allSettled(starting);
  const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const stop = async () => {
    await Promise.allSettled(started.map((container) => container.stop()));
  };
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await stop();
    throw new Error(`Test containers failed to start: ${String(failed.reason)}`);
  }
  const [mongo, , redis] = started as [
    StartedTestContainer,
    StartedTestContainer,
    StartedTestContainer,
  ];
  return {
    mongoUrl: `mongodb://${mongo.getHost()}:${mongo.getMappedPort(27017)}`,
    kafkaBrokers: `${host}:${kafkaPort}`,
    redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
    stop,
  };
}
