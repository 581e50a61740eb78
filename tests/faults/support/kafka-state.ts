import { CONSUMER_FETCH } from '@ghar/platform';
import { AssignerProtocol, Kafka, logLevel, type Admin } from 'kafkajs';

export interface TopicMessage {
  topic: string;
  partition: number;
  offset: string;
  key: Buffer | null;
  value: Buffer | null;
  headers: Record<string, Buffer | string | undefined>;
}

export const kafkaClient = (brokers: string) =>
  new Kafka({ clientId: 'faults-test', brokers: brokers.split(','), logLevel: logLevel.NOTHING });

export async function withAdmin<T>(kafka: Kafka, use: (admin: Admin) => Promise<T>): Promise<T> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.disconnect();
  }
}

/** Every message of a topic up to its current end (read with fetch offsets, no group). */
export async function readTopic(kafka: Kafka, topic: string): Promise<TopicMessage[]> {
  const ends = await withAdmin(kafka, (admin) => admin.fetchTopicOffsets(topic));
  const wanted = ends.reduce((sum, part) => sum + Number(part.high) - Number(part.low), 0);
  if (wanted === 0) return [];
  const consumer = kafka.consumer({
    groupId: `faults-reader-${process.pid}-${Date.now()}`,
    ...CONSUMER_FETCH,
  });
  const messages: TopicMessage[] = [];
  await consumer.connect();
  try {
    await consumer.subscribe({ topics: [topic], fromBeginning: true });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`reading ${topic} timed out`)), 120_000);
      void consumer.run({
        eachMessage: async ({ partition, message }) => {
          const end = ends.find((part) => part.partition === partition);
          if (end && BigInt(message.offset) >= BigInt(end.high)) return;
          messages.push({
            topic,
            partition,
            offset: message.offset,
            key: message.key,
            value: message.value,
            headers: (message.headers ?? {}) as TopicMessage['headers'],
          });
          if (messages.length >= wanted) {
            clearTimeout(timer);
            resolve();
          }
        },
      });
    });
  } finally {
    await consumer.disconnect();
  }
  return messages;
}

export interface GroupLag {
  groupId: string;
  topic: string;
  partition: number;
  committed: number;
  end: number;
}

/**
 * Each consumer group of the namespace (but the test's own readers): what it is assigned and how
 * far its committed offsets are from each partition's end. A group between members (a restarted
 * service rejoining) has no assignment for a moment, so its committed topics are read too.
 */
export async function consumerLag(kafka: Kafka, namespace: string): Promise<GroupLag[]> {
  return withAdmin(kafka, async (admin) => {
    const groups = (await admin.listGroups()).groups
      .map((group) => group.groupId)
      .filter((id) => id.startsWith(`${namespace}.`))
      // Listings' search followers are one group per instance that commits nothing by design (a
      // restarted instance reloads from its database); the search API check covers them.
      .filter((id) => !id.startsWith(`${namespace}.listings-search-`));
    const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(`${namespace}.`));
    const described = await admin.describeGroups(groups);
    const lags: GroupLag[] = [];
    for (const group of described.groups) {
      const assigned = new Set<string>();
      for (const member of group.members) {
        const assignment = AssignerProtocol.MemberAssignment.decode(member.memberAssignment);
        for (const topic of Object.keys(assignment?.assignment ?? {})) assigned.add(topic);
      }
      const committed = await admin.fetchOffsets({ groupId: group.groupId, topics });
      for (const { topic, partitions } of committed) {
        const known = partitions.some((part) => Number(part.offset) >= 0);
        if (!assigned.has(topic) && !known) continue;
        const ends = await admin.fetchTopicOffsets(topic);
        for (const part of partitions) {
          const end = ends.find((each) => each.partition === part.partition);
          const low = Number(end?.low ?? 0);
          const committedAt = Number(part.offset) < 0 ? low : Number(part.offset);
          lags.push({
            groupId: group.groupId,
            topic,
            partition: part.partition,
            committed: committedAt,
            end: Number(end?.high ?? 0),
          });
        }
      }
    }
    return lags;
  });
}

/** Re-produces messages already consumed, same key, value (event id) and headers. */
export async function produceAgain(kafka: Kafka, messages: TopicMessage[]): Promise<void> {
  const producer = kafka.producer();
  await producer.connect();
  try {
    for (const message of messages) {
      await producer.send({
        topic: message.topic,
        messages: [
          {
            key: message.key,
            value: message.value,
            headers: message.headers,
            partition: message.partition,
          },
        ],
      });
    }
  } finally {
    await producer.disconnect();
  }
}
