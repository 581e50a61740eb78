import {
  EVENT_CATALOG,
  TOPICS,
  eventEnvelopeSchema,
  type EventEnvelope,
  type EventType,
} from '@ghar/contracts/events';
import { CONSUMER_FETCH, topicName, type Logger } from '@ghar/platform';
import { randomUUID } from 'node:crypto';
import type { Kafka } from 'kafkajs';

export interface SearchFollowerOptions {
  kafka: Kafka;
  namespace?: string;
  logger: Logger;
  /** Applies one valid event to this instance's read model. */
  apply: (event: EventEnvelope, data: unknown) => void;
}

/**
 * Every event on `listings.events`, for this instance alone: each instance joins with its own
 * group id, so all of them see every event (a broadcast, unlike the shared idempotent consumer),
 * and commits nothing. It starts at the offsets the topic had when `start` was called, before the
 * database load; events arriving during the load wait in a buffer until `release`, then apply in
 * order (versions drop what the load already held).
 */
export async function startSearchFollower(options: SearchFollowerOptions) {
  const topic = topicName(TOPICS.listings, options.namespace);
  const admin = options.kafka.admin();
  await admin.connect();
  const start = await admin.fetchTopicOffsets(topic).finally(() => admin.disconnect());
  const startAt = new Map(start.map((p) => [p.partition, BigInt(p.offset)]));

  const consumer = options.kafka.consumer({
    groupId: topicName(`listings-search-${randomUUID()}`, options.namespace),
    // Nothing to resume from: a restarted instance reloads from the database.
    sessionTimeout: 10_000,
    ...CONSUMER_FETCH,
  });
  let buffer: { event: EventEnvelope; data: unknown }[] | null = [];

  const handle = (raw: string | undefined) => {
    let event: EventEnvelope;
    let data: unknown;
    try {
      event = eventEnvelopeSchema.parse(JSON.parse(raw ?? ''));
      const entry = EVENT_CATALOG[event.type as EventType];
      if (!entry || entry.topic !== TOPICS.listings) return;
      data = entry.schema.parse(event.data);
    } catch (error) {
      options.logger.warn({ err: error }, 'search follower skipped an unreadable event');
      return;
    }
    if (buffer) buffer.push({ event, data });
    else options.apply(event, data);
  };

  await consumer.connect();
  await consumer.subscribe({ topics: [topic], fromBeginning: true });
  consumer.on(consumer.events.GROUP_JOIN, () => {
    for (const [partition, offset] of startAt)
      consumer.seek({ topic, partition, offset: offset.toString() });
  });
  await consumer.run({
    autoCommit: false,
    eachMessage: async ({ partition, message }) => {
      // Older messages are already in the database the load reads.
      if (BigInt(message.offset) < (startAt.get(partition) ?? 0n)) return;
      handle(message.value?.toString());
    },
  });

  return {
    /** The load is done: apply what waited, then every event as it comes. */
    release(): void {
      const waiting = buffer ?? [];
      buffer = null;
      for (const { event, data } of waiting) options.apply(event, data);
    },
    stop: async () => {
      await consumer.disconnect();
    },
  };
}
