import {
  EVENT_CATALOG,
  eventEnvelopeSchema,
  type EventData,
  type EventEnvelope,
  type EventType,
} from '@ghar/contracts/events';
import type { Consumer, Kafka, KafkaMessage, Producer } from 'kafkajs';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { DLQ_REPLAY_FOR_HEADER } from './dead-letter-message';
import {
  markProcessed,
  markReplayHandled,
  processedEventsModel,
  processedOutcome,
} from './processed-events';
import { CONSUMER_FETCH, CONSUMER_SESSION } from './client';
import { deadLetterTopic, topicName } from './topics';

export type TypedEvent<T extends EventType> = Omit<EventEnvelope, 'data'> & {
  type: T;
  data: EventData<T>;
};

export type EventHandlers = {
  [T in EventType]?: (event: TypedEvent<T>, log: Logger) => Promise<void>;
};

export interface DeadLetter {
  topic: string;
  /** Where the message sat: names it even when it is unreadable and has no event id. */
  partition: number;
  offset: string;
  eventId?: string;
  eventType?: string;
  error: string;
  attempts: number;
}

export interface EventConsumerOptions {
  kafka: Kafka;
  producer: Producer;
  conn: Connection;
  groupId: string;
  handlers: EventHandlers;
  logger: Logger;
  namespace?: string;
  maxAttempts?: number;
  retryBaseMs?: number;
  onDeadLetter?: (letter: DeadLetter) => Promise<void>;
}

/** The consumer group a replayed dead letter is meant for, if the message is a replay. */
function replayTarget(message: KafkaMessage): string | undefined {
  const raw = message.headers?.[DLQ_REPLAY_FOR_HEADER];
  const first = Array.isArray(raw) ? raw[0] : raw;
  return first?.toString();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * At-least-once, idempotent consumption: a redelivered event id is skipped (unique index), a
 * failing handler is retried with backoff a bounded number of times, then the message goes to
 * `<topic>.dlq` with the error so the partition is not blocked forever. A dead letter replayed
 * with `dlq-replay-for: <this group>` is handled again (exactly once: never after 'handled').
 */
export async function startEventConsumer(options: EventConsumerOptions) {
  const maxAttempts = options.maxAttempts ?? 5;
  const retryBaseMs = options.retryBaseMs ?? 100;
  const processed = processedEventsModel(options.conn);
  await processed.createIndexes();
  const types = Object.keys(options.handlers) as EventType[];
  const topics = [
    ...new Set(types.map((type) => topicName(EVENT_CATALOG[type].topic, options.namespace))),
  ];
  const consumer: Consumer = options.kafka.consumer({
    groupId: topicName(options.groupId, options.namespace),
    ...CONSUMER_SESSION,
    ...CONSUMER_FETCH,
  });
  await consumer.connect();
  await consumer.subscribe({ topics, fromBeginning: true });

  const deadLetter = async (topic: string, message: KafkaMessage, letter: DeadLetter) => {
    await options.producer.send({
      topic: deadLetterTopic(topic),
      messages: [
        {
          key: message.key,
          value: message.value,
          headers: {
            ...message.headers,
            'dlq-error': letter.error.slice(0, 1000),
            'dlq-attempts': String(letter.attempts),
            'dlq-source-topic': topic,
            'dlq-consumer': options.groupId,
          },
        },
      ],
    });
    options.logger.error(letter, 'event dead-lettered');
    await options
      .onDeadLetter?.(letter)
      .catch((error) => options.logger.error({ err: error }, 'dead-letter hook failed'));
  };

  await consumer.run({
    eachMessage: async ({ topic, partition, message, heartbeat }) => {
      let event: EventEnvelope;
      try {
        event = eventEnvelopeSchema.parse(JSON.parse(message.value?.toString() ?? ''));
      } catch (error) {
        await deadLetter(topic, message, {
          topic,
          partition,
          offset: message.offset,
          error: `unreadable message: ${String(error)}`,
          attempts: 0,
        });
        return;
      }
      const handler = options.handlers[event.type as EventType] as
        ((event: EventEnvelope, log: Logger) => Promise<void>) | undefined;
      if (!handler) return;
      const outcome = await processedOutcome(processed, options.groupId, event.id);
      const replay = replayTarget(message);
      // A dead letter replayed for this group runs again, unless it was handled since; one replayed
      // for another group is that group's business (this one handled or dead-lettered it already,
      // and a mended copy must never reach a group that did not ask for it).
      if (replay !== undefined) {
        if (replay !== options.groupId || outcome === 'handled') return;
      } else if (outcome !== null) {
        return;
      }
      const log = options.logger.child({
        eventId: event.id,
        eventType: event.type,
        correlationId: event.correlationId,
      });

      let lastError: unknown;
      for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
        try {
          const data = EVENT_CATALOG[event.type as EventType].schema.parse(event.data);
          await handler({ ...event, data } as EventEnvelope, log);
          if (outcome === 'dead-lettered') {
            await markReplayHandled(processed, options.groupId, event.id);
          } else {
            await markProcessed(processed, options.groupId, event.id, 'handled');
          }
          return;
        } catch (error) {
          lastError = error;
          log.warn({ err: error, attempt }, 'event handler failed');
          if (attempt < maxAttempts) {
            await sleep(Math.min(retryBaseMs * 2 ** (attempt - 1), 5_000));
            await heartbeat();
          }
        }
      }
      await deadLetter(topic, message, {
        topic,
        partition,
        offset: message.offset,
        eventId: event.id,
        eventType: event.type,
        error: lastError instanceof Error ? lastError.message : String(lastError),
        attempts: maxAttempts,
      });
      await markProcessed(processed, options.groupId, event.id, 'dead-lettered');
    },
  });

  return {
    consumer,
    topics,
    stop: async () => {
      await consumer.disconnect();
    },
  };
}
