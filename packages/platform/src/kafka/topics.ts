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
  // Services start together and create shared topics at the same moment; the one that loses the
  // race may ask for leaders before the broker knows the topic (UNKNOWN_TOPIC_OR_PARTITION,
  // which kafkajs does not retry). Looking again shortly after always finds it.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await createMissingTopics(kafka, topics, options);
      return;
    } catch (error) {
      const failure = error as { type?: string; originalError?: { type?: string } };
      const unknownYet = [failure.type, failure.originalError?.type].includes(
        'UNKNOWN_TOPIC_OR_PARTITION',
      );
      if (!unknownYet || attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

async function createMissingTopics(
  kafka: Kafka,
  topics: string[],
  options: { partitions?: number },
): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const wanted = [...new Set(topics.flatMap((topic) => [topic, deadLetterTopic(topic)]))];
    const existing = new Set(await admin.listTopics());
    const missing = wanted.filter((topic) => !existing.has(topic));
    if (missing.length > 0) {
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({
          topic,
          numPartitions: topic.endsWith('.dlq') ? 1 : (options.partitions ?? 3),
          replicationFactor: 1,
        })),
      });
    }
    // Listed is not ready: a topic another process is creating shows in listTopics before its
    // partitions have leaders, and a subscribe then fails with UNKNOWN_TOPIC_OR_PARTITION (seen in
    // CI). Every wanted partition must have a leader before this returns; if not, retry above.
    const { topics: known } = await admin.fetchTopicMetadata({ topics: wanted });
    const leaderless = known.filter((topic) =>
      topic.partitions.some((partition) => partition.leader < 0),
    );
    if (leaderless.length > 0 || known.length < wanted.length) {
      throw Object.assign(new Error('topics have no leader yet'), {
        type: 'UNKNOWN_TOPIC_OR_PARTITION',
      });
    }
  } finally {
    await admin.disconnect();
  }
}
