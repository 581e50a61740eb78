import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EventEnvelope } from '@ghar/contracts/events';
import {
  createLogger,
  publishEvents,
  serviceDefinition,
  signedIdentityHeaders,
  startServiceRuntime,
  type BuiltService,
  type CallerIdentity,
  type RuntimeTuning,
  type ServiceBlueprint,
  type ServiceEnv,
} from '@ghar/platform';
import { pino } from 'pino';
import { uniqueName } from '../unique-name';
import { testIdentities } from './identities';
import { formWith, signedCall, type CallOptions } from './signed-call';
import { topicReader } from './topic-reader';

/** The gateway's signing secret in every component test. */
export const TEST_SIGNING_SECRET = 'component-test-signing-secret';

/** Quick outbox relay and consumer retries, so a test waits milliseconds, not seconds. */
const QUICK_TUNING: RuntimeTuning = {
  relayIntervalMs: 50,
  consumer: { maxAttempts: 2, retryBaseMs: 10 },
};

export interface TestServiceOptions {
  /** The service's own variables (secrets, channels, limits); they win over the harness's. */
  env?: Record<string, string>;
  /** Another instance's namespace: two instances on one namespace act as two processes of one deployment. */
  namespace?: string;
  /** Keep every log line (trace level, unredacted by level) in `logs`, to prove what is never written. */
  captureLogs?: boolean;
  tuning?: RuntimeTuning;
}

function serversFromEnv() {
  const { MONGO_URL, KAFKA_BROKERS, REDIS_URL } = process.env;
  if (!MONGO_URL || !KAFKA_BROKERS || !REDIS_URL) {
    throw new Error(
      'MONGO_URL, KAFKA_BROKERS and REDIS_URL must be set (the component globalSetup does it)',
    );
  }
  return { MONGO_URL, KAFKA_BROKERS, REDIS_URL };
}

/**
 * Starts any service in this process exactly as its main.ts does (its blueprint through
 * startServiceRuntime) on the real Kafka, MongoDB-compatible server and Redis from env, with its
 * own namespace (topics, database, BullMQ / Redis prefix), a temp uploads folder and port 0.
 */
export async function startTestService<C extends ServiceEnv, B extends BuiltService>(
  blueprint: ServiceBlueprint<C, B>,
  options: TestServiceOptions = {},
) {
  const namespace = options.namespace ?? uniqueName(blueprint.name);
  const uploadsDir = await mkdtemp(path.join(tmpdir(), `ghar-${blueprint.name}-uploads-`));
  const config = blueprint.loadConfig({
    ...serversFromEnv(),
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    MONGO_DB: `test_${namespace.replaceAll('-', '_')}`,
    EVENTS_NAMESPACE: namespace,
    INTERNAL_SIGNING_SECRET: TEST_SIGNING_SECRET,
    UPLOADS_DIR: uploadsDir,
    ...options.env,
  });
  const logs: string[] = [];
  const logger = options.captureLogs
    ? pino({ level: 'trace' }, { write: (line: string) => void logs.push(line) })
    : createLogger({ service: `${blueprint.name}-test`, level: config.LOG_LEVEL });

  let built!: B;
  const runtime = await startServiceRuntime(
    serviceDefinition(blueprint, config, logger, (made) => (built = made)),
    options.tuning ?? QUICK_TUNING,
  );
  const { infra, relay, baseUrl } = runtime;
  const secret = config.INTERNAL_SIGNING_SECRET;
  const events = topicReader({
    kafka: infra.kafka,
    topics: blueprint.publishes,
    namespace,
    flush: () => relay.flush(),
  });

  return {
    built,
    config,
    infra,
    relay,
    baseUrl,
    namespace,
    uploadsDir,
    logs,
    identities: testIdentities(),
    call: (method: string, target: string, opts?: CallOptions) =>
      signedCall(baseUrl, secret, method, target, opts),
    /** The headers the gateway would send, for clients the harness does not wrap (SSE). */
    signedHeaders: (method: string, target: string, as: CallerIdentity = {}) =>
      signedIdentityHeaders(secret, { method, path: target }, as),
    readEvents: events.read,
    publish: (list: EventEnvelope[]) => publishEvents(infra.producer, list, namespace),
    formWith,
    /** Stops this instance and leaves the namespace's data (another instance may share it). */
    stop: async () => {
      await events.close();
      await runtime.stop();
      await rm(uploadsDir, { recursive: true, force: true });
    },
    /** Stops this instance and drops its database. */
    close: async () => {
      await events.close();
      await infra.conn.dropDatabase();
      await runtime.stop();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

export type TestService<B extends BuiltService = BuiltService> = Awaited<
  ReturnType<typeof startTestService<ServiceEnv, B>>
>;
