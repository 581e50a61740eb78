import type { Kafka } from 'kafkajs';

/** Parallel test runs get their own topics through a namespace prefix; production has none. */
export function topicName(base: string, namespace = ''): string {
  return namespace ? `${namespace}.${base}` : base;
}

export function deadLetterTopic(topic: string): string {
  return `${topic}.dlq`;
}

/**
 * Creates each topic and its dead-letter topic when missing (auto-creation is off on purpose, so a
 * typo in a topic name fails loudly instead of creating a topic nobody reads).
 */
export async function ensureTopics(
  kafka: Kafka,
  topics: string[],
  options: { partitions?: number } = {},
): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const wanted = [...new Set(topics.flatMap((topic) => [topic, deadLetterTopic(topic)]))];
    const existing = new Set(await admin.listTopics());
    const missing = wanted.filter((topic) => !existing.has(topic));
    if (missing.length === 0) return;
    await admin.createTopics({
      waitForLeaders: true,
      topics: missing.map((topic) => ({
        topic,
        numPartitions: topic.endsWith('.dlq') ? 1 : (options.partitions ?? 3),
        replicationFactor: 1,
      })),
    });
  } finally {
    await admin.disconnect();
  }
}
