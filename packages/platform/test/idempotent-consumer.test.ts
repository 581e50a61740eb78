import { randomUUID } from 'node:crypto';
import { TOPICS } from '@ghar/contracts/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildEvent,
  createKafka,
  createLogger,
  createProducer,
  ensureTopics,
  publishEvents,
  topicName,
} from '../src/index';
import { connectMongo } from '../src/mongo/connect';
import { runFixture, waitForExit, waitForLine } from './support/child-process';
import { testServers } from './fixtures/test-env';

const servers = testServers();
const namespace = `t${randomUUID().slice(0, 8)}`;
const dbName = `platform_idem_${namespace}`;
const logger = createLogger({ service: 'test', level: 'warn' });
const kafka = createKafka({ clientId: 'test', brokers: servers.kafkaBrokers, logger });
const producer = createProducer(kafka);

beforeAll(async () => {
  await ensureTopics(kafka, [topicName(TOPICS.notifications, namespace)]);
  await producer.connect();
});
afterAll(async () => {
  await producer.disconnect();
});

const inquiryEvent = (inquiryId: string) =>
  buildEvent(
    'InquiryReceived',
    'same-key',
    { inquiryId, mobileNumber: '9876543210', messagePreview: 'Still available?' },
    { source: 'test' },
  );

describe('idempotent consumer', () => {
  it('when one event is delivered twice to a consumer in another process, then it has one effect', async () => {
    const child = runFixture('counting-consumer.ts', {
      MONGO_URL: servers.mongoUrl,
      MONGO_DB: dbName,
      KAFKA_BROKERS: servers.kafkaBrokers.join(','),
      NAMESPACE: namespace,
      GROUP: 'counting',
    });
    try {
      await waitForLine(child, 'ready');
      const duplicated = inquiryEvent('inq-dup');
      const marker = inquiryEvent('inq-marker');
      // Same key, same partition: once the marker's effect exists, both copies were consumed.
      await publishEvents(producer, [duplicated, duplicated, marker], namespace);

      const conn = await connectMongo({ url: servers.mongoUrl, dbName, logger });
      const effects = conn.collection('effects');
      const deadline = Date.now() + 30_000;
      while ((await effects.countDocuments({ eventId: marker.id })) === 0) {
        if (Date.now() > deadline) throw new Error('marker event never handled');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await effects.countDocuments({ eventId: duplicated.id })).toBe(1);
      await conn.close();
    } finally {
      child.kill('SIGTERM');
      await waitForExit(child);
    }
  });
});
