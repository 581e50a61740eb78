import { EVENT_CATALOG, type EventEnvelope, type EventType } from '@ghar/contracts';
import type { Kafka, Producer } from 'kafkajs';
import type { Logger } from 'pino';
import type { DeadLetter } from '../kafka/consumer';
import { deadLetterTopic, topicName } from '../kafka/topics';

/** `dlq-consumer` of a record the outbox relay could not publish (a consumer names its group). */
export const OUTBOX_RELAY_DLQ_SENDER = 'outbox-relay';

/** An event kept in its document's `parkedEvents` after the relay gave up publishing it. */
export interface ParkedEvent {
  event: EventEnvelope;
  error: string;
  attempts: number;
  parkedAt: string;
}

/**
 * Says on `<topic>.dlq` that a record was parked, with ids only: the record itself may be what
 * Kafka refused (too large), and it may carry personal data. It stays in its document.
 */
export async function announceParked(
  producer: Producer,
  parked: ParkedEvent,
  namespace = '',
): Promise<void> {
  const { event } = parked;
  const topic = topicName(EVENT_CATALOG[event.type as EventType].topic, namespace);
  await producer.send({
    topic: deadLetterTopic(topic),
    messages: [
      {
        key: event.subject,
        value: JSON.stringify({
          eventId: event.id,
          eventType: event.type,
          subject: event.subject,
          source: event.source,
          parkedAt: parked.parkedAt,
        }),
        headers: {
          'event-id': event.id,
          'event-type': event.type,
          'dlq-error': parked.error.slice(0, 1000),
          'dlq-attempts': String(parked.attempts),
          'dlq-source-topic': topic,
          'dlq-consumer': OUTBOX_RELAY_DLQ_SENDER,
        },
      },
    ],
  });
}

export interface ParkedRecordListenerOptions {
  kafka: Kafka;
  groupId: string;
  /** Base topic names (TOPICS values); their `.dlq` topics are read. */
  topics: string[];
  namespace?: string;
  logger: Logger;
  onParked: (letter: DeadLetter) => Promise<void>;
}

/**
 * Reads the parked-record notices of every producer's outbox and hands each on as a DeadLetter,
 * so the service that raises SYSTEM_ALERTs for its own dead letters raises one for these too.
 * Consumers' own dead letters on the same topics are left to those consumers' hooks.
 */
export async function startParkedRecordListener(options: ParkedRecordListenerOptions) {
  const consumer = options.kafka.consumer({
    groupId: topicName(options.groupId, options.namespace),
  });
  await consumer.connect();
  await consumer.subscribe({
    topics: options.topics.map((topic) => deadLetterTopic(topicName(topic, options.namespace))),
    fromBeginning: true,
  });
  await consumer.run({
    eachMessage: async ({ topic, partition, message }) => {
      const header = (name: string) => message.headers?.[name]?.toString();
      if (header('dlq-consumer') !== OUTBOX_RELAY_DLQ_SENDER) return;
      const letter: DeadLetter = {
        topic: header('dlq-source-topic') ?? topic,
        partition,
        offset: message.offset,
        eventId: header('event-id'),
        eventType: header('event-type'),
        error: `not published, parked in its outbox: ${header('dlq-error') ?? 'unknown error'}`,
        attempts: Number(header('dlq-attempts') ?? 0),
      };
      await options.onParked(letter);
    },
  });
  return { stop: () => consumer.disconnect() };
}
