import type { EventEnvelope } from '@ghar/contracts/events';
import { CONSUMER_FETCH, topicName } from '@ghar/platform';
import type { Consumer, Kafka } from 'kafkajs';
import { uniqueName } from '../unique-name';
import { waitFor } from '../wait-for';

/**
 * Reads a service's own topics from their start, opened on first use. A rebalance may hand the
 * same messages over again and topics are at-least-once anyway, so events are told apart by id.
 */
export function topicReader(options: {
  kafka: Kafka;
  topics: string[];
  namespace: string;
  /** Publishes what the outbox holds before each look, so a test never waits for a tick. */
  flush: () => Promise<unknown>;
}) {
  const seen = new Map<string, EventEnvelope>();
  let reader: Consumer | undefined;

  const open = async () => {
    reader = options.kafka.consumer({ groupId: uniqueName('reader'), ...CONSUMER_FETCH });
    await reader.connect();
    await reader.subscribe({
      topics: options.topics.map((topic) => topicName(topic, options.namespace)),
      fromBeginning: true,
    });
    await reader.run({
      eachMessage: async ({ message }) => {
        const event = JSON.parse(message.value!.toString()) as EventEnvelope;
        if (!seen.has(event.id)) seen.set(event.id, event);
      },
    });
  };

  /** The events read so far, once `until` holds for them; `raw` is their JSON for text checks. */
  const read = async (until: (events: EventEnvelope[]) => boolean) => {
    if (!reader) await open();
    const events = await waitFor(
      async () => {
        await options.flush();
        const all = [...seen.values()];
        return until(all) && all;
      },
      { timeoutMs: 30_000 },
    );
    return { events, raw: JSON.stringify(events) };
  };

  return { read, close: async () => reader?.disconnect() };
}
