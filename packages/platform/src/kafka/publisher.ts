import {
  EVENT_CATALOG,
  EVENT_TYPE_HEADER,
  type EventEnvelope,
  type EventType,
} from '@ghar/contracts/events';
import type { Producer } from 'kafkajs';
import { topicName } from './topics';

/** Key = aggregate id, so one aggregate's events keep their order on one partition. */
export async function publishEvents(
  producer: Producer,
  events: EventEnvelope[],
  namespace = '',
): Promise<void> {
  const byTopic = new Map<string, EventEnvelope[]>();
  for (const event of events) {
    const topic = topicName(EVENT_CATALOG[event.type as EventType].topic, namespace);
    byTopic.set(topic, [...(byTopic.get(topic) ?? []), event]);
  }
  await producer.sendBatch({
    topicMessages: [...byTopic].map(([topic, list]) => ({
      topic,
      messages: list.map((event) => ({
        key: event.subject,
        value: JSON.stringify(event),
        headers: {
          [EVENT_TYPE_HEADER]: event.type,
          'event-id': event.id,
          'correlation-id': event.correlationId,
        },
      })),
    })),
  });
}
