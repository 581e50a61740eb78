import { randomUUID } from 'node:crypto';
import { TOPICS } from '@ghar/contracts/events';
import { describe, expect, it } from 'vitest';
import { createKafka, createLogger, ensureTopics, topicName } from '../src/index';
import { connectMongo } from '../src/mongo/connect';
import { testServers } from './fixtures/test-env';
import { runFixture, waitForExit } from './support/child-process';
import { readTopicUntil } from './support/read-topic';

const servers = testServers();
const namespace = `t${randomUUID().slice(0, 8)}`;
const logger = createLogger({ service: 'test', level: 'warn' });

describe('outbox', () => {
  it('when the process dies between a state change and its publish, then after a restart the event arrives', async () => {
    const kafka = createKafka({ clientId: 'test', brokers: servers.kafkaBrokers, logger });
    const topic = topicName(TOPICS.notifications, namespace);
    await ensureTopics(kafka, [topic]);
    const env = {
      MONGO_URL: servers.mongoUrl,
      MONGO_DB: `platform_outbox_${namespace}`,
      KAFKA_BROKERS: servers.kafkaBrokers.join(','),
      NAMESPACE: namespace,
      INQUIRY_ID: `inq-${namespace}`,
    };

    const crashed = runFixture('outbox-writer.ts', { ...env, MODE: 'crash' });
    await waitForExit(crashed);
    expect(crashed.signalCode).toBe('SIGKILL');

    const conn = await connectMongo({ url: servers.mongoUrl, dbName: env.MONGO_DB, logger });
    const saved = await conn.collection('inquiries').findOne({ _id: env.INQUIRY_ID as never });
    expect(saved?.hasPendingEvents).toBe(true);

    const restarted = runFixture('outbox-writer.ts', { ...env, MODE: 'relay' });
    expect(await waitForExit(restarted)).toBe(0);

    const message = await readTopicUntil(
      kafka,
      topic,
      (m) => JSON.parse(m.value!.toString()).subject === env.INQUIRY_ID,
    );
    expect(message.headers?.['event-type']?.toString()).toBe('InquiryReceived');
    const relayed = await conn.collection('inquiries').findOne({ _id: env.INQUIRY_ID as never });
    expect(relayed?.hasPendingEvents).toBe(false);
    expect(relayed?.pendingEvents).toEqual([]);
    await conn.close();
  });
});
