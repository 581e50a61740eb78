import { Kafka, Partitioners, logLevel, type LogEntry, type Producer } from 'kafkajs';
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
