import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { infraFromEnv, startLocalServers } from '@ghar/local-infra';
import { containerRuntimeHost, startContainers } from './containers';

export type InfraSource = 'env' | 'containers' | 'local';

export interface TestInfra {
  mongoUrl: string;
  /** Comma-separated host:port list, as in KAFKA_BROKERS. */
  kafkaBrokers: string;
  redisUrl: string;
  source: InfraSource;
  /** Stops what this call started (nothing for env); safe to call more than once. */
  stop(): Promise<void>;
}

const log = (line: string) => console.error(`[test-infra] ${line}`);

/**
 * Real MongoDB-compatible, Kafka and Redis servers for tests, in this order of choice:
 * 1. MONGO_URL, KAFKA_BROKERS and REDIS_URL from env (all three; `npm test` sets them);
 * 2. containers (mongo:7, apache/kafka:3.9.1, redis:7) when a container runtime answers in 3 s;
 * 3. the project's own local servers (FerretDB, Kafka, Redis) on free ports in a temp folder.
 */
export async function getTestInfra(): Promise<TestInfra> {
  const fromEnv = infraFromEnv();
  if (fromEnv) return { ...fromEnv, source: 'env', stop: async () => undefined };

  const host = await containerRuntimeHost();
  if (host) {
    log('Starting containers (mongo:7, apache/kafka:3.9.1, redis:7)…');
    const containers = await startContainers(host);
    return { ...containers, source: 'containers', stop: once(containers.stop) };
  }

  const dataDir = await mkdtemp(join(tmpdir(), 'ghar-test-infra-'));
  log(`No container runtime: starting local servers (data and logs in ${dataDir})…`);
  // On failure the folder stays, because the error points at the logs inside it.
  const servers = await startLocalServers({ dataDir, persistent: false, log });
  return {
    mongoUrl: servers.mongoUrl,
    kafkaBrokers: servers.kafkaBrokers,
    redisUrl: servers.redisUrl,
    source: 'local',
    stop: once(async () => {
      await servers.stop();
      await rm(dataDir, { recursive: true, force: true });
    }),
  };
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= fn());
}
