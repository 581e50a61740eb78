import { EVENT_CATALOG } from '@ghar/contracts/events';
import { describe, expect, it } from 'vitest';
import {
  deadLetterTopic,
  startOutboxRelay,
  startDeadLetterListener,
  withNewEvents,
  type DeadLetterMessage,
  type OutboxFields,
  type ParkedEvent,
} from '../src/index';
import { readTopicUntil } from './support/read-topic';
import {
  inquiryEvent as eventOf,
  inquiryOutboxModel,
  kafkaTestBed,
} from './support/kafka-test-bed';

const baseTopic = EVENT_CATALOG.InquiryReceived.topic;
const { namespace, logger, kafka, producer, topic, conn } = await kafkaTestBed(
  'platform_poison',
  baseTopic,
);
const Inquiry = inquiryOutboxModel(conn);

interface SavedInquiry extends OutboxFields {
  parkedEvents: ParkedEvent[];
}
const savedInquiry = async (id: string) =>
  (await Inquiry.findById(id).lean()) as unknown as SavedInquiry;

const inquiryEvent = (inquiryId: string) => eventOf(inquiryId, 'poison-test');

const bySubject = (subject: string) => (message: { value: Buffer | null }) =>
  JSON.parse(message.value!.toString()).subject === subject;

describe('outbox relay and a record Kafka refuses', () => {
  it('when one event is too large for Kafka, then the next records still flow, and it is parked and announced', async () => {
    const poisonedId = `inq-poisoned-${namespace}`;
    const healthyId = `inq-healthy-${namespace}`;
    // Over Kafka's default 1 MB message limit, as a 900,000-character name made UserUpdated.
    const poison = inquiryEvent(poisonedId);
    poison.data = { ...poison.data, padding: 'x'.repeat(1_200_000) };
    const after = inquiryEvent(poisonedId);
    await Inquiry.create({ _id: poisonedId, ...withNewEvents([poison, after]) });
    await Inquiry.create({ _id: healthyId, ...withNewEvents([inquiryEvent(healthyId)]) });

    const letters: DeadLetterMessage[] = [];
    const listener = await startDeadLetterListener({
      kafka,
      groupId: 'poison-alerts',
      topics: [baseTopic],
      namespace,
      logger,
      onMessage: async (letter) => {
        letters.push(letter);
      },
    });
    const relay = startOutboxRelay({
      models: [Inquiry],
      producer,
      logger,
      namespace,
      intervalMs: 20,
      maxAttempts: 3,
    });
    try {
      await readTopicUntil(kafka, topic, bySubject(healthyId));
      // The aggregate's own later event follows once the poisoned one is parked.
      const next = await readTopicUntil(
        kafka,
        topic,
        (message) => JSON.parse(message.value!.toString()).id === after.id,
      );
      expect(next.headers?.['event-id']?.toString()).toBe(after.id);

      const notice = await readTopicUntil(
        kafka,
        deadLetterTopic(topic),
        (message) => message.headers?.['event-id']?.toString() === poison.id,
      );
      expect(notice.value!.length).toBeLessThan(1_000);
      expect(notice.headers?.['dlq-consumer']?.toString()).toBe('outbox-relay');
      expect(notice.headers?.['dlq-attempts']?.toString()).toBe('3');

      // Published first, written back after: wait for the write.
      await expect
        .poll(async () => (await savedInquiry(poisonedId)).pendingEvents, {
          timeout: 30_000,
        })
        .toEqual([]);
      const saved = await savedInquiry(poisonedId);
      expect(saved.hasPendingEvents).toBe(false);
      expect(saved.parkedEvents).toHaveLength(1);
      expect(saved.parkedEvents[0]).toMatchObject({ event: { id: poison.id }, attempts: 3 });
      expect(saved.parkedEvents[0].error).toMatch(/MESSAGE_TOO_LARGE|larger than the max/i);

      await expect
        .poll(() => letters.find((letter) => letter.eventId === poison.id), { timeout: 30_000 })
        .toMatchObject({
          sourceTopic: topic,
          dlqTopic: deadLetterTopic(topic),
          consumer: 'outbox-relay',
          parked: true,
          eventType: 'InquiryReceived',
          attempts: 3,
        });
    } finally {
      await relay.stop();
      await listener.stop();
    }
  });
});
