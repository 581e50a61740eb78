import type { Kafka, KafkaMessage } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { CONSUMER_FETCH } from '../../src/kafka/client';

/** Reads a topic from the beginning until `until` matches a message, then stops. */
export async function readTopicUntil(
  kafka: Kafka,
  topic: string,
  until: (message: KafkaMessage) => boolean,
  timeoutMs = 30_000,
): Promise<KafkaMessage> {
  const consumer = kafka.consumer({ groupId: `reader-${randomUUID()}`, ...CONSUMER_FETCH });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  try {
    return await new Promise<KafkaMessage>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching message on ${topic}`)),
        timeoutMs,
      );
      void consumer.run({
        eachMessage: async ({ message }) => {
          if (until(message)) {
            clearTimeout(timer);
            resolve(message);
          }
        },
      });
    });
  } finally {
    await consumer.disconnect();
  }
}
