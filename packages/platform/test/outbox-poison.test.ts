import { randomUUID } from 'node:crypto';
import { EVENT_CATALOG, type EventEnvelope } from '@ghar/contracts';
import { Schema } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildEvent,
  createKafka,
  createLogger,
  createProducer,
  deadLetterTopic,
  ensureTopics,
  startOutboxRelay,
  startDeadLetterListener,
  topicName,
  withNewEvents,
  addOutboxFields,
  type DeadLetterMessage,
  type OutboxFields,
  type ParkedEvent,
} from '../src/index';
import { connectMongo } from '../src/mongo/connect';
import { testServers } from './fixtures/test-env';
import { readTopicUntil } from './support/read-topic';

const servers = testServers();
const namespace = `t${randomUUID().slice(0, 8)}`;
const logger = createLogger({ service: 'test', level: 'fatal' });
const kafka = createKafka({ clientId: 'test', brokers: servers.kafkaBrokers, logger });
const producer = createProducer(kafka);
const baseTopic = EVENT_CATALOG.InquiryReceived.topic;
const topic = topicName(baseTopic, namespace);
const conn = await connectMongo({
  url: servers.mongoUrl,
  dbName: `platform_poison_${namespace}`,
  logger,
});
const schema = new Schema({ _id: String });
addOutboxFields(schema);
const Inquiry = conn.model('Inquiry', schema);

interface SavedInquiry extends OutboxFields {
  parkedEvents: ParkedEvent[];
}
const savedInquiry = async (id: string) =>
  (await Inquiry.findById(id).lean()) as unknown as SavedInquiry;

const inquiryEvent = (inquiryId: string): EventEnvelope =>
  buildEvent(
    'InquiryReceived',
    inquiryId,
    { inquiryId, mobileNumber: '9876543210', messagePreview: 'Is it available?' },
    { source: 'poison-test' },
  );

beforeAll(async () => {
  await ensureTopics(kafka, [topic]);
  await producer.connect();
});
afterAll(async () => {
  await producer.disconnect();
  await conn.dropDatabase();
  await conn.close();
});

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
