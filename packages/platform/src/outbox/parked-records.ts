import { EVENT_CATALOG, type EventEnvelope, type EventType } from '@ghar/contracts/events';
import type { Producer } from 'kafkajs';
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
