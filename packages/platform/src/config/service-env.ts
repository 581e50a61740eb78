import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Variables every service reads; a service extends this with its own. */
export function serviceEnvSchema(defaults: { port: number; mongoDb: string }) {
  return z.object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(defaults.port),
    /** Loopback by default: only the gateway may reach a service. Containers set 0.0.0.0. */
    HOST: z.string().min(1).default('127.0.0.1'),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    MONGO_URL: z.string().startsWith('mongodb', 'must be a mongodb:// URL'),
    MONGO_DB: z.string().min(1).default(defaults.mongoDb),
    KAFKA_BROKERS: z
      .string()
      .min(1, 'must list at least one host:port')
      .transform((value) => value.split(',').map((broker) => broker.trim())),
    REDIS_URL: z.string().startsWith('redis', 'must be a redis:// URL'),
    INTERNAL_SIGNING_SECRET: z.string().min(16, 'must be at least 16 characters'),
    /** Prefix for topic names, so parallel test runs never share a topic. Empty in production. */
    EVENTS_NAMESPACE: z.string().default(''),
    /**
     * The outbox relay's shortest time between scans for pending outboxes (outbox-relay.ts);
     * unset, 20 relay ticks. Tests that write a service's documents from outside it lower it.
     */
    OUTBOX_SWEEP_MS: z.coerce.number().int().min(50).optional(),
  });
}

export type ServiceEnv = z.infer<ReturnType<typeof serviceEnvSchema>>;
