import type { Kafka } from 'kafkajs';
import type { Logger } from 'pino';
import { readDeadLetterMessage, type DeadLetterMessage } from './dead-letter-message';
import { CONSUMER_FETCH, CONSUMER_SESSION } from './client';
import { deadLetterTopic, topicName } from './topics';

export interface DeadLetterListenerOptions {
  kafka: Kafka;
  groupId: string;
  /** Base topic names (TOPICS values); their `.dlq` topics are read. */
  topics: string[];
  namespace?: string;
  logger: Logger;
  onMessage: (message: DeadLetterMessage) => Promise<void>;
}

/**
 * Reads every message of every `<topic>.dlq`, whoever sent it — any service's consumer giving up
 * on an event, or an outbox relay announcing a parked record — and hands each on. Delivery is
 * at-least-once (a failing hook throws, so kafkajs delivers the message again): the hook must be
 * idempotent, keyed by the message's place (dlq topic, partition, offset).
 */
export async function startDeadLetterListener(options: DeadLetterListenerOptions) {
  const consumer = options.kafka.consumer({
    groupId: topicName(options.groupId, options.namespace),
    ...CONSUMER_SESSION,
    ...CONSUMER_FETCH,
  });
  await consumer.connect();
  await consumer.subscribe({
    topics: options.topics.map((topic) => deadLetterTopic(topicName(topic, options.namespace))),
    fromBeginning: true,
  });
  await consumer.run({
    eachMessage: async ({ topic, partition, message }) => {
      const letter = readDeadLetterMessage({ topic, partition, message });
      try {
        await options.onMessage(letter);
      } catch (error) {
        options.logger.error(
          { err: error, dlqTopic: topic, partition, offset: message.offset },
          'dead letter not recorded; it will be read again',
        );
        throw error;
      }
    },
  });
  return { stop: () => consumer.disconnect() };
}
