import { Kafka, Partitioners, logLevel, type LogEntry, type Producer } from 'kafkajs';
import './idle-request-queue';
import type { Logger } from 'pino';

const LEVELS: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

/** kafkajs logs through pino so every line is JSON like the rest of the service. */
export function createKafka(options: {
  clientId: string;
  brokers: string[];
  logger: Logger;
}): Kafka {
  const kafkaLogger = options.logger.child({ component: 'kafka' });
  return new Kafka({
    clientId: options.clientId,
    brokers: options.brokers,
    logLevel: logLevel.WARN,
    retry: { initialRetryTime: 200, retries: 8 },
    logCreator:
      () =>
      ({ level, log }: LogEntry) => {
        const { message, ...extra } = log;
        kafkaLogger[LEVELS[level] ?? 'info'](extra, message);
      },
  });
}

/**
 * A member killed without leaving (SIGKILL, OOM) holds its partitions until its session times
 * out, and its restarted process cannot join (so is not ready) before then: kafkajs's default of
 * 30 s made a supervised restart take ~30 s. 10 s (heartbeats every 3 s, and between a handler's
 * retries) brings it back well within the 30 s of issue 24. The cost: one handler attempt longer
 * than 10 s drops its member, and the redelivery that follows is deduped by event id.
 */
export const CONSUMER_SESSION = { sessionTimeout: 10_000, heartbeatInterval: 3_000 } as const;

/**
 * How long an idle fetch waits at the broker for new messages. A consumer's disconnect waits for
 * its fetch in flight, so kafkajs's default of 5 s made every stop (a supervised restart, a
 * deploy, each test file's service) take 5 s per consumer. 500 ms is the Java client's default
 * (`fetch.max.wait.ms`): an idle consumer asks twice a second, and a message still arrives at
 * once. Every consumer of the services and of the tests' readers uses it.
 */
export const CONSUMER_FETCH = { maxWaitTimeInMs: 500 } as const;

export function kafkaHealthCheck(kafka: Kafka) {
  const admin = kafka.admin();
  let connected: Promise<void> | undefined;
  return async () => {
    connected ??= admin.connect();
    await connected;
    await admin.describeCluster();
  };
}

/**
 * A producer that never creates topics and keeps per-key order (one request in flight; the default
 * murmur2 partitioner keeps one key on one partition, as Java clients do). Duplicates from its
 * retries are harmless: every consumer dedupes by event id.
 */
export function createProducer(kafka: Kafka): Producer {
  return kafka.producer({
    allowAutoTopicCreation: false,
    maxInFlightRequests: 1,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
}
