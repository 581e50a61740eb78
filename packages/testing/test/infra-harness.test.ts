import { Redis } from 'ioredis';
import { Kafka, logLevel } from 'kafkajs';
import mongoose from 'mongoose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { uniqueName, waitFor } from '../src';

// The component project's global setup provides real servers; these tests prove all three answer
// through the ordinary client libraries the services use.
describe('test infra from the harness', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('when the global setup has run, then the three server URLs are in env and provided', () => {
    expect(process.env.MONGO_URL).toBe(inject('mongoUrl'));
    expect(process.env.KAFKA_BROKERS).toBe(inject('kafkaBrokers'));
    expect(process.env.REDIS_URL).toBe(inject('redisUrl'));
  });

  it('when a document is inserted, then it is found by a query', async () => {
    const connection = await mongoose
      .createConnection(process.env.MONGO_URL!, {
        dbName: uniqueName('harness').replace(/-/g, '_'),
      })
      .asPromise();
    cleanups.push(async () => {
      await connection.dropDatabase();
      await connection.close();
    });
    const collection = connection.collection('things');
    await collection.insertOne({ name: 'first', count: 1 });

    const found = await collection.findOne({ name: 'first' });

    expect(found).toMatchObject({ name: 'first', count: 1 });
  });

  it('when a message is produced to a fresh topic, then a consumer receives it', async () => {
    const kafka = new Kafka({
      clientId: 'harness-test',
      brokers: process.env.KAFKA_BROKERS!.split(','),
      logLevel: logLevel.NOTHING,
    });
    const topic = uniqueName('harness');
    const admin = kafka.admin();
    await admin.connect();
    cleanups.push(() => admin.disconnect());
    await admin.createTopics({ topics: [{ topic, numPartitions: 1 }], waitForLeaders: true });
    cleanups.push(() => admin.deleteTopics({ topics: [topic] }));

    const producer = kafka.producer();
    await producer.connect();
    cleanups.push(() => producer.disconnect());
    await producer.send({ topic, messages: [{ key: 'k1', value: 'hello' }] });

    const received: string[] = [];
    const consumer = kafka.consumer({ groupId: uniqueName('harness-group') });
    await consumer.connect();
    cleanups.push(() => consumer.disconnect());
    await consumer.subscribe({ topic, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        received.push(`${message.key?.toString()}=${message.value?.toString()}`);
      },
    });

    await waitFor(() => expect(received).toEqual(['k1=hello']), { timeoutMs: 30_000 });
  });

  it('when a key is set, then get returns its value', async () => {
    const redis = new Redis(process.env.REDIS_URL!);
    cleanups.push(() => redis.quit());
    const key = uniqueName('harness');

    await redis.set(key, 'value', 'EX', 60);

    expect(await redis.get(key)).toBe('value');
    expect(await redis.config('GET', 'maxmemory-policy')).toEqual([
      'maxmemory-policy',
      'noeviction',
    ]);
  });
});
