import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { withFileLock } from './file-lock';
import {
  assertPortsFree,
  PROVIDED_BY,
  startServer,
  stopAll,
  type LocalServerPorts,
} from './local-servers';
import { kafkaReady } from './probes/kafka-metadata';
import { mongoPing } from './probes/mongo-ping';
import { redisPing } from './probes/redis-ping';
import { provision } from './provision';
import { KAFKA_MARKER } from './servers/kafka';
import { MONGO_MARKER } from './servers/mongo';
import { isOurProcess, terminate } from './servers/process-control';
import { REDIS_MARKER } from './servers/redis';
import type { ServerHandle, ServerName } from './servers/server-handle';

/** What `up` started, kept in `<dataDir>/infra.json` so `down` stops exactly those pids. */
export interface ServerRecord {
  pid: number;
  port: number;
  url: string;
  controllerPort?: number;
}
export type InfraRecord = Partial<Record<ServerName, ServerRecord>>;

export const SERVER_NAMES: ServerName[] = ['mongo', 'kafka', 'redis'];

const MARKERS: Record<ServerName, string> = {
  mongo: MONGO_MARKER,
  kafka: KAFKA_MARKER,
  redis: REDIS_MARKER,
};
const PROBES: Record<ServerName, (port: number) => Promise<void>> = {
  mongo: mongoPing,
  kafka: kafkaReady,
  redis: redisPing,
};

export const URLS: Record<ServerName, (port: number) => string> = {
  mongo: (port) => `mongodb://127.0.0.1:${port}`,
  kafka: (port) => `127.0.0.1:${port}`,
  redis: (port) => `redis://127.0.0.1:${port}`,
};

/** The fixed ports of `up` (docs/architecture.md), each overridable by env. */
export function defaultPorts(env: NodeJS.ProcessEnv = process.env): LocalServerPorts {
  const port = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > 65535) {
      throw new Error(`${name} must be a port number, got "${raw}"`);
    }
    return value;
  };
  const kafka = port('KAFKA_PORT', 9092);
  return {
    mongo: port('MONGO_PORT', 27017),
    kafka,
    kafkaController: port('KAFKA_CONTROLLER_PORT', kafka + 1),
    redis: port('REDIS_PORT', 6379),
  };
}

const recordFile = (dataDir: string) => join(dataDir, 'infra.json');
const lockFile = (dataDir: string) => join(dataDir, 'infra.lock');

export async function readRecord(dataDir: string): Promise<InfraRecord> {
  try {
    return JSON.parse(await readFile(recordFile(dataDir), 'utf8')) as InfraRecord;
  } catch {
    return {};
  }
}

async function writeRecord(dataDir: string, record: InfraRecord): Promise<void> {
  if (Object.keys(record).length === 0) {
    await rm(recordFile(dataDir), { force: true });
    return;
  }
  await writeFile(recordFile(dataDir), `${JSON.stringify(record, null, 2)}\n`);
}

/** Up when the recorded pid still runs our server and the server answers. */
export async function isRecordedServerUp(
  name: ServerName,
  record?: ServerRecord,
): Promise<boolean> {
  if (!record || !isOurProcess(record.pid, MARKERS[name])) return false;
  return PROBES[name](record.port).then(
    () => true,
    () => false,
  );
}

/** Whether anything answers the server's protocol on a port (used for foreign servers). */
export function answers(name: ServerName, port: number): Promise<boolean> {
  return PROBES[name](port).then(
    () => true,
    () => false,
  );
}

export interface UpResult {
  urls: Record<ServerName, string>;
  /** Servers this call started (the rest were already running). */
  started: ServerName[];
  /** Their handles, to watch them exit (`npm start` supervises what it started). */
  handles: ServerHandle[];
  /** The ports they were started on, for a restart on the same ones. */
  ports: LocalServerPorts;
}

/**
 * Starts whichever of the persistent local servers are not running yet, detached so they outlive
 * this process, and records their pids. Running servers are left alone.
 */
export async function upLocalServers(options: {
  dataDir: string;
  ports?: LocalServerPorts;
  log?: (line: string) => void;
}): Promise<UpResult> {
  const { dataDir } = options;
  await mkdir(dataDir, { recursive: true });
  return withFileLock(lockFile(dataDir), async () => {
    const record = await readRecord(dataDir);
    const running = new Set<ServerName>();
    for (const name of SERVER_NAMES) {
      if (await isRecordedServerUp(name, record[name])) running.add(name);
      else delete record[name];
    }
    const toStart = SERVER_NAMES.filter((name) => !running.has(name));
    const ports = options.ports ?? defaultPorts();
    let handles: ServerHandle[] = [];
    if (toStart.length > 0) {
      await assertPortsFree(
        toStart.flatMap((name): Array<[string, number]> =>
          name === 'kafka'
            ? [
                ['kafka (KAFKA_PORT)', ports.kafka],
                ['kafka controller (KAFKA_CONTROLLER_PORT)', ports.kafkaController],
              ]
            : [[`${name} (${name.toUpperCase()}_PORT)`, ports[name]]],
        ),
      );
      const provisioned = await provision(
        toStart.map((name) => PROVIDED_BY[name]),
        options.log,
      );
      const results = await Promise.allSettled(
        toStart.map((name) =>
          startServer(name, { dataDir, ports, persistent: true, detached: true, provisioned }),
        ),
      );
      const started = results.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      const failures = results.flatMap((result) =>
        result.status === 'rejected' ? [(result.reason as Error).message] : [],
      );
      if (failures.length > 0) {
        // All or nothing, so the caller never has to clean up half a start.
        await stopAll(started);
        throw new Error(failures.join('\n'));
      }
      for (const handle of started) record[handle.name] = recordOf(handle, ports);
      await writeRecord(dataDir, record);
      handles = started;
    }
    return {
      urls: Object.fromEntries(SERVER_NAMES.map((name) => [name, record[name]!.url])) as Record<
        ServerName,
        string
      >,
      started: toStart,
      handles,
      ports,
    };
  });
}

function recordOf(handle: ServerHandle, ports: LocalServerPorts): ServerRecord {
  const { name, pid, port, url } = handle;
  return { pid, port, url, ...(name === 'kafka' ? { controllerPort: ports.kafkaController } : {}) };
}

/**
 * Starts one persistent server again on the same ports and data (a supervisor's restart after it
 * died) and records its new pid, so `down`, `status` and `npm start`'s own stop find it.
 */
export async function restartLocalServer(options: {
  dataDir: string;
  name: ServerName;
  ports: LocalServerPorts;
}): Promise<ServerHandle> {
  const { dataDir, name, ports } = options;
  const provisioned = await provision([PROVIDED_BY[name]]);
  return withFileLock(lockFile(dataDir), async () => {
    const handle = await startServer(name, {
      dataDir,
      ports,
      persistent: true,
      detached: true,
      provisioned,
    });
    const record = await readRecord(dataDir);
    record[name] = recordOf(handle, ports);
    await writeRecord(dataDir, record);
    return handle;
  });
}

/** Stops the recorded servers (all, or the named ones) by their recorded pids only. */
export async function downLocalServers(options: {
  dataDir: string;
  only?: ServerName[];
}): Promise<ServerName[]> {
  const { dataDir } = options;
  return withFileLock(lockFile(dataDir), async () => {
    const record = await readRecord(dataDir);
    const names = (options.only ?? SERVER_NAMES).filter((name) => record[name]);
    const stopped: ServerName[] = [];
    await Promise.all(
      names.map(async (name) => {
        const { pid } = record[name]!;
        if (isOurProcess(pid, MARKERS[name])) {
          await terminate(pid, name === 'kafka' ? 30_000 : 10_000);
          stopped.push(name);
        }
        delete record[name];
      }),
    );
    await writeRecord(dataDir, record);
    return stopped;
  });
}
