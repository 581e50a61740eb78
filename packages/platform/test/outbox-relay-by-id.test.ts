import { randomUUID } from 'node:crypto';
import { EVENT_CATALOG, type EventEnvelope } from '@ghar/contracts';
import { Schema } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addOutboxFields,
  appendEvents,
  buildEvent,
  createKafka,
  createLogger,
  createProducer,
  ensureTopics,
  startOutboxRelay,
  topicName,
  withNewEvents,
  type OutboxFields,
} from '../src/index';
import { connectMongo } from '../src/mongo/connect';
import { testServers } from './fixtures/test-env';
import { readTopicUntil } from './support/read-topic';

// The relay reads the documents this process wrote by id (on FerretDB a query on anything but
// _id reads the whole collection) and scans for pending outboxes only at start and every sweepMs.
const servers = testServers();
const namespace = `t${randomUUID().slice(0, 8)}`;
const logger = createLogger({ service: 'test', level: 'fatal' });
const kafka = createKafka({ clientId: 'test', brokers: servers.kafkaBrokers, logger });
const producer = createProducer(kafka);
const topic = topicName(EVENT_CATALOG.InquiryReceived.topic, namespace);
const conn = await connectMongo({
  url: servers.mongoUrl,
  dbName: `platform_relay_${namespace}`,
  logger,
});
const schema = new Schema({ _id: String });
addOutboxFields(schema);
const Inquiry = conn.model('Inquiry', schema);

const inquiryEvent = (inquiryId: string): EventEnvelope =>
  buildEvent(
    'InquiryReceived',
    inquiryId,
    { inquiryId, mobileNumber: '9876543210', messagePreview: 'Is it available?' },
    { source: 'relay-by-id-test' },
  );
const withId = (id: string) => (message: { value: Buffer | null }) =>
  JSON.parse(message.value!.toString()).id === id;
const pendingOf = async (id: string) =>
  ((await Inquiry.findById(id).lean()) as unknown as OutboxFields).hasPendingEvents;

beforeAll(async () => {
  await ensureTopics(kafka, [topic]);
  await producer.connect();
});
afterAll(async () => {
  await producer.disconnect();
  await conn.dropDatabase();
  await conn.close();
});

describe('outbox relay, documents written in this process', () => {
  it('when a document is created or updated with events, then they are published without a sweep; a write it was not told of waits for the sweep', async () => {
    const relay = startOutboxRelay({
      models: [Inquiry],
      producer,
      logger,
      namespace,
      intervalMs: 20,
      sweepMs: 3_600_000,
    });
    try {
      await relay.flush(); // the start's sweep: the next one is an hour away
      // Written around mongoose (no hooks): only a sweep can find it.
      const unseen = inquiryEvent(`inq-unseen-${namespace}`);
      await Inquiry.collection.insertOne({
        _id: unseen.subject as never,
        ...withNewEvents([unseen]),
      });

      const created = inquiryEvent(`inq-created-${namespace}`);
      await Inquiry.create({ _id: created.subject, ...withNewEvents([created]) });
      await readTopicUntil(kafka, topic, withId(created.id));

      const appended = inquiryEvent(created.subject);
      await Inquiry.updateOne({ _id: created.subject }, appendEvents([appended]));
      await readTopicUntil(kafka, topic, withId(appended.id));
      await expect.poll(() => pendingOf(created.subject), { timeout: 30_000 }).toBe(false);

      expect(await pendingOf(unseen.subject)).toBe(true);
      await relay.flush();
      await readTopicUntil(kafka, topic, withId(unseen.id));
      expect(await pendingOf(unseen.subject)).toBe(false);
    } finally {
      await relay.stop();
    }
  });
});
