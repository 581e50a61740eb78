import { CONSUMER_FETCH, topicName } from '@ghar/platform';
import { uniqueName, waitFor } from '@ghar/testing';
import type { Kafka, KafkaMessage } from 'kafkajs';

/** Reads a topic from its start with its raw messages (headers too), for replay checks. */
export async function rawTopicReader(kafka: Kafka, topic: string, namespace: string) {
  const seen: KafkaMessage[] = [];
  const reader = kafka.consumer({ groupId: uniqueName('raw-reader'), ...CONSUMER_FETCH });
  await reader.connect();
  await reader.subscribe({ topics: [topicName(topic, namespace)], fromBeginning: true });
  await reader.run({
    eachMessage: async ({ message }) => {
      seen.push(message);
    },
  });
  return {
    /** The first message whose header `name` is `value`. */
    withHeader: (name: string, value: string) =>
      waitFor(
        async () => seen.find((message) => message.headers?.[name]?.toString() === value) ?? false,
        { timeoutMs: 30_000 },
      ),
    close: () => reader.disconnect(),
  };
}
