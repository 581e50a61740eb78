import type { Redis } from 'ioredis';
import type { Kafka, Producer } from 'kafkajs';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import type { ServiceEnv } from '../config/service-env';
import type { HealthCheck } from '../health/health-routes';
import { jobsPrefix, type JobsContext } from '../jobs/queues';
import { createRedis, redisHealthCheck } from '../jobs/redis';
import { createKafka, createProducer, kafkaHealthCheck } from '../kafka/client';
import { ensureTopics, topicName } from '../kafka/topics';
import { connectMongo, mongoHealthCheck } from '../mongo/connect';

export interface ServiceInfrastructure {
  conn: Connection;
  kafka: Kafka;
  producer: Producer;
  redis: Redis;
  jobs: JobsContext;
  health: Record<string, HealthCheck>;
  close: () => Promise<void>;
}

/**
 * Connects a service to its own database, Kafka and Redis, and makes sure every topic it reads or
 * writes exists, so each service's main.ts only wires its own pieces.
 */
export async function connectServiceInfrastructure(options: {
  service: string;
  env: ServiceEnv;
  logger: Logger;
  topics: string[];
}): Promise<ServiceInfrastructure> {
  const { env, logger } = options;
  const conn = await connectMongo({ url: env.MONGO_URL, dbName: env.MONGO_DB, logger });
  const kafka = createKafka({ clientId: options.service, brokers: env.KAFKA_BROKERS, logger });
  await ensureTopics(
    kafka,
    options.topics.map((topic) => topicName(topic, env.EVENTS_NAMESPACE)),
  );
  const producer = createProducer(kafka);
  await producer.connect();
  const redis = createRedis(env.REDIS_URL);
  return {
    conn,
    kafka,
    producer,
    redis,
    jobs: { connection: redis, prefix: jobsPrefix(env.EVENTS_NAMESPACE), logger },
    health: {
      mongo: mongoHealthCheck(conn),
      kafka: kafkaHealthCheck(kafka),
      redis: redisHealthCheck(redis),
    },
    close: async () => {
      await producer.disconnect();
      redis.disconnect();
      await conn.close();
    },
  };
}
