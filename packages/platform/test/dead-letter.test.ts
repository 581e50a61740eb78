import { randomUUID } from 'node:crypto';
import { TOPICS } from '@ghar/contracts/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildEvent,
  createKafka,
  createLogger,
  createProducer,
  deadLetterTopic,
  ensureTopics,
  publishEvents,
  startEventConsumer,
  topicName,
  type DeadLetter,
} from '../src/index';
import { connectMongo } from '../src/mongo/connect';
import { testServers } from './fixtures/test-env';
import { readTopicUntil } from './support/read-topic';

const servers = testServers();
const namespace = `t${randomUUID().slice(0, 8)}`;
const logger = createLogger({ service: 'test', level: 'fatal' });
const kafka = createKafka({ clientId: 'test', brokers: servers.kafkaBrokers, logger });
const producer = createProducer(kafka);
const topic = topicName(TOPICS.notifications, namespace);

beforeAll(async () => {
  await ensureTopics(kafka, [topic]);
  await producer.connect();
});
afterAll(async () => {
  await producer.disconnect();
});

describe('dead letters', () => {
  it('when a handler always fails, then the message lands in <topic>.dlq after the bounded retries', async () => {
    const conn = await connectMongo({
      url: servers.mongoUrl,
      dbName: `platform_dlq_${namespace}`,
      logger,
    });
    let attempts = 0;
    const letters: DeadLetter[] = [];
    const consumer = await startEventConsumer({
      kafka,
      producer,
      conn,
      groupId: 'always-failing',
      namespace,
      logger,
      maxAttempts: 3,
      retryBaseMs: 10,
      handlers: {
        InquiryReceived: async () => {
          attempts += 1;
          throw new Error('downstream refused');
        },
      },
      onDeadLetter: async (letter) => {
        letters.push(letter);
      },
    });
    try {
      const event = buildEvent(
        'InquiryReceived',
        'inq-poison',
        { inquiryId: 'inq-poison', mobileNumber: '9876543210', messagePreview: 'Hello' },
        { source: 'test' },
      );
      await publishEvents(producer, [event], namespace);

      const dead = await readTopicUntil(
        kafka,
        deadLetterTopic(topic),
        (message) => message.headers?.['event-id']?.toString() === event.id,
      );
      expect(dead.headers?.['dlq-attempts']?.toString()).toBe('3');
      expect(dead.headers?.['dlq-error']?.toString()).toBe('downstream refused');
      expect(JSON.parse(dead.value!.toString()).id).toBe(event.id);
      expect(attempts).toBe(3);
      expect(letters).toEqual([
        expect.objectContaining({
          eventId: event.id,
          eventType: 'InquiryReceived',
          attempts: 3,
          partition: expect.any(Number),
          offset: expect.stringMatching(/^\d+$/),
        }),
      ]);
    } finally {
      await consumer.stop();
      await conn.close();
    }
  });
});
