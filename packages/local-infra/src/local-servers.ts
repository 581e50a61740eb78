import { join } from 'node:path';
import { freePort, isPortFree, retryOnPortClash } from './ports';
import { provision, type Component, type Provisioned } from './provision';
import { startKafka } from './servers/kafka';
import { startMongo } from './servers/mongo';
import { startRedis } from './servers/redis';
import type { ServerHandle, ServerName } from './servers/server-handle';

export interface LocalServerPorts {
  mongo: number;
  kafka: number;
  /** Kafka's KRaft controller listener. */
  kafkaController: number;
  redis: number;
}

export interface StartLocalServersOptions {
  /** Each server keeps its data in `<dataDir>/<mongo|kafka|redis>`, its log in `<dataDir>/logs/`. */
  dataDir: string;
  /** Missing ports are picked free. */
  ports?: Partial<LocalServerPorts>;
  /** Redis persists to disk (FerretDB and Kafka always write under dataDir). */
  persistent: boolean;
  /** Servers outlive the starting process and its terminal's Ctrl-C (`infra up`). */
  detached?: boolean;
  log?: (line: string) => void;
}

export interface LocalServers {
  mongoUrl: string;
  /** Comma-separated host:port list, as in KAFKA_BROKERS. */
  kafkaBrokers: string;
  redisUrl: string;
  ports: LocalServerPorts;
  servers: Record<ServerName, ServerHandle>;
  /** Stops only the processes started here; resolves once all have exited. */
  stop(): Promise<void>;
}

export async function resolvePorts(
  ports: Partial<LocalServerPorts> = {},
): Promise<LocalServerPorts> {
  return {
    mongo: ports.mongo ?? (await freePort()),
    kafka: ports.kafka ?? (await freePort()),
    kafkaController: ports.kafkaController ?? (await freePort()),
    redis: ports.redis ?? (await freePort()),
  };
}

/** The provisioned component each server runs on. */
export const PROVIDED_BY: Record<ServerName, Component> = {
  mongo: 'ferretdb',
  kafka: 'kafka',
  redis: 'redis',
};

/** Fails before anything starts when a wanted port is taken by another program. */
export async function assertPortsFree(ports: Array<[label: string, port: number]>): Promise<void> {
  const taken: string[] = [];
  for (const [label, port] of ports) {
    if (!(await isPortFree(port))) taken.push(`${label} port ${port}`);
  }
  if (taken.length > 0) {
    throw new Error(
      `Already in use on 127.0.0.1: ${taken.join(', ')}. Stop that program or choose other ports.`,
    );
  }
}

/** Starts one server, given what provisioning produced. */
export function startServer(
  name: ServerName,
  options: {
    dataDir: string;
    ports: LocalServerPorts;
    persistent: boolean;
    detached?: boolean;
    provisioned: Provisioned;
  },
): Promise<ServerHandle> {
  const common = {
    dataDir: join(options.dataDir, name),
    logFile: join(options.dataDir, 'logs', `${name}.log`),
    persistent: options.persistent,
    detached: options.detached,
  };
  switch (name) {
    case 'mongo':
      return startMongo({
        ...common,
        port: options.ports.mongo,
        ferretdbBin: options.provisioned.ferretdbBin!,
      });
    case 'kafka':
      return startKafka({
        ...common,
        port: options.ports.kafka,
        controllerPort: options.ports.kafkaController,
        libDir: options.provisioned.kafkaLibDir!,
      });
    case 'redis':
      return startRedis({ ...common, port: options.ports.redis });
  }
}

/** Stops handles in parallel (best effort: one failure does not leave the others running). */
export async function stopAll(handles: ServerHandle[]): Promise<void> {
  await Promise.allSettled(handles.map((handle) => handle.stop()));
}

/**
 * Real FerretDB, Kafka and Redis on loopback, provisioned on first use, each answering a
 * protocol-level request before this resolves. If one fails to start, the others are stopped.
 */
export async function startLocalServers(options: StartLocalServersOptions): Promise<LocalServers> {
  const provisioned = await provision(['ferretdb', 'kafka', 'redis'], options.log);
  const start = () => startOnPorts(options, provisioned);
  // Ports the caller chose are theirs to fix; ports picked here can simply be picked again.
  return options.ports && Object.keys(options.ports).length > 0
    ? start()
    : retryOnPortClash(start, { log: options.log });
}

async function startOnPorts(
  options: StartLocalServersOptions,
  provisioned: Provisioned,
): Promise<LocalServers> {
  const ports = await resolvePorts(options.ports);
  await assertPortsFree([
    ['mongo', ports.mongo],
    ['kafka', ports.kafka],
    ['kafka controller', ports.kafkaController],
    ['redis', ports.redis],
  ]);
  const names: ServerName[] = ['mongo', 'kafka', 'redis'];
  const results = await Promise.allSettled(
    names.map((name) => startServer(name, { ...options, ports, provisioned })),
  );
  const started = results.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const failures = results.flatMap((result) =>
    result.status === 'rejected' ? [String((result.reason as Error).message ?? result.reason)] : [],
  );
  if (failures.length > 0) {
    await stopAll(started);
    throw new Error(`Local servers failed to start:\n${failures.join('\n')}`);
  }
  const [mongo, kafka, redis] = started as [ServerHandle, ServerHandle, ServerHandle];
  return {
    mongoUrl: mongo.url,
    kafkaBrokers: kafka.url,
    redisUrl: redis.url,
    ports,
    servers: { mongo, kafka, redis },
    stop: () => stopAll(started),
  };
}
