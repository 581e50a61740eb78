import { randomUUID } from 'node:crypto';
import { TOPICS } from '@ghar/contracts/events';
import express from 'express';
import { Schema } from 'mongoose';
import { describe, expect, it } from 'vitest';
import {
  addOutboxFields,
  buildEvent,
  createLogger,
  serviceEnvSchema,
  startServiceRuntime,
  withNewEvents,
  type DeadLetterMessage,
} from '../src/index';
import { testServers } from './fixtures/test-env';

const servers = testServers();
const namespace = `t${randomUUID().slice(0, 8)}`;
const logger = createLogger({ service: 'test', level: 'fatal' });

describe('a parked outbox record reaches the service that raises alerts', () => {
  it('when an event is parked, then the dead-letter listener of a service hears of it', async () => {
    const env = serviceEnvSchema({ port: 0, mongoDb: `platform_parked_${namespace}` }).parse({
      MONGO_URL: servers.mongoUrl,
      KAFKA_BROKERS: servers.kafkaBrokers.join(','),
      REDIS_URL: servers.redisUrl,
      INTERNAL_SIGNING_SECRET: 'parked-record-test-secret',
      EVENTS_NAMESPACE: namespace,
    });
    const inquiryId = `inq-${namespace}`;
    const poison = buildEvent(
      'InquiryReceived',
      inquiryId,
      { inquiryId, mobileNumber: '9876543210', messagePreview: 'Is it available?' },
      { source: 'parked-test' },
    );
    poison.data = { ...poison.data, padding: 'x'.repeat(1_200_000) };
    const letters: DeadLetterMessage[] = [];

    const runtime = await startServiceRuntime(
      {
        name: 'parked-test',
        env,
        logger,
        publishes: [TOPICS.notifications],
        build: async (infra) => {
          const schema = new Schema({ _id: String });
          addOutboxFields(schema);
          const Inquiry = infra.conn.model('Inquiry', schema);
          await Inquiry.create({ _id: inquiryId, ...withNewEvents([poison]) });
          return {
            app: express(),
            outboxModels: [Inquiry],
            onDeadLetterMessage: async (letter) => {
              letters.push(letter);
            },
          };
        },
      },
      { relayIntervalMs: 20 },
    );
    try {
      await expect
        .poll(() => letters.find((letter) => letter.eventId === poison.id), { timeout: 45_000 })
        .toMatchObject({ eventType: 'InquiryReceived', attempts: 5, parked: true });
    } finally {
      await runtime.infra.conn.dropDatabase();
      await runtime.stop();
    }
  });
});
