import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@ghar/contracts/events';
import { Schema } from 'mongoose';
import { afterAll, beforeAll } from 'vitest';
import {
  addOutboxFields,
  buildEvent,
  createKafka,
  createLogger,
  createProducer,
  ensureTopics,
  topicName,
} from '../../src/index';
import { connectMongo } from '../../src/mongo/connect';
import { testServers } from '../fixtures/test-env';

/**
 * What a platform test against the real servers starts from: its own event namespace and
 * database, a quiet logger, Kafka with a connected producer and `baseTopic` created. Registers
 * the hooks that connect before the tests and drop and close everything after them.
 */
export async function kafkaTestBed(dbPrefix: string, baseTopic: string) {
  const servers = testServers();
  const namespace = `t${randomUUID().slice(0, 8)}`;
  const logger = createLogger({ service: 'test', level: 'fatal' });
  const kafka = createKafka({ clientId: 'test', brokers: servers.kafkaBrokers, logger });
  const producer = createProducer(kafka);
  const topic = topicName(baseTopic, namespace);
  const conn = await connectMongo({
    url: servers.mongoUrl,
    dbName: `${dbPrefix}_${namespace}`,
    logger,
  });
  beforeAll(async () => {
    await ensureTopics(kafka, [topic]);
    await producer.connect();
  });
  afterAll(async () => {
    await producer.disconnect();
    await conn.dropDatabase();
    await conn.close();
  });
  return { servers, namespace, logger, kafka, producer, topic, conn };
}

/** An aggregate with an outbox for the relay tests: an inquiry keyed by a string id. */
export function inquiryOutboxModel(conn: Awaited<ReturnType<typeof connectMongo>>) {
  const schema = new Schema({ _id: String });
  addOutboxFields(schema);
  return conn.model('Inquiry', schema);
}

export const inquiryEvent = (inquiryId: string, source: string): EventEnvelope =>
  buildEvent(
    'InquiryReceived',
    inquiryId,
    { inquiryId, mobileNumber: '9876543210', messagePreview: 'Is it available?' },
    { source },
  );
