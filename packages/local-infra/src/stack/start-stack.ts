import type { ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { generateSecrets } from '../dev-secrets';
import { repoRoot } from '../paths';
import { freePort, retryOnPortClash } from '../ports';
import { logTail, spawnLogged } from '../servers/spawn-logged';
import { hasExited, killChild, stopChild } from './child-process-control';
import {
  processDir,
  readinessPath,
  SERVICE_NAMES,
  serviceDatabaseName,
  serviceUrlEnv,
  STACK_PROCESS_NAMES,
  type StackProcessName,
} from './stack-processes';

export interface StackInfra {
  mongoUrl: string;
  /** Comma-separated host:port list. */
  kafkaBrokers: string;
  redisUrl: string;
}

export interface StartStackOptions {
  infra: StackInfra;
  /** Ports of the gateway and services; missing ones are picked free. */
  ports?: Partial<Record<StackProcessName, number>>;
  /**
   * Extra env for every process, applied last. Defaults it may override: NODE_ENV ('test'),
   * LOG_LEVEL ('info'), JWT_SECRET, INTERNAL_SIGNING_SECRET and AADHAAR_ENCRYPTION_KEY (random
   * per stack).
   */
  env?: Record<string, string>;
  /** The gateway serves web/dist (WEB_DIST); the caller makes sure it is built. */
  serveWeb: boolean;
  /** Appended to each database name: MONGO_DB = ghar_<service><dbSuffix>. */
  dbSuffix?: string;
  /** Topic prefix (EVENTS_NAMESPACE); empty for a real deployment, unique per test run. */
  eventsNamespace?: string;
  /** The monorepo whose services/ and gateway/ are run (default: this one; tests use fakes). */
  root?: string;
  /** Each process appends stdout and stderr to `<logDir>/<name>.log`. */
  logDir: string;
  readyTimeoutMs?: number;
  /** Aborting cancels a start-up in progress: everything started is stopped, and it rejects. */
  signal?: AbortSignal;
  /** Called when a process exits that nobody asked to stop (a crash). */
  onUnexpectedExit?: (name: StackProcessName, reason: string, logFile: string) => void;
}

export interface Stack {
  /** e.g. http://127.0.0.1:8080, no trailing slash. */
  baseUrl: string;
  ports: Record<StackProcessName, number>;
  logDir: string;
  /** The env shared by every process (secrets included), for tests that sign tokens. */
  env: Record<string, string>;
  /** Stops one process (SIGTERM, then SIGKILL after 10 s); resolves once it has exited. */
  stopService(name: StackProcessName): Promise<void>;
  /**
   * Kills one process with SIGKILL, as a crash or the OOM killer would (no graceful shutdown);
   * resolves once it has exited. Not reported to onUnexpectedExit: the caller asked for it.
   */
  killService(name: StackProcessName): Promise<void>;
  /** The running process's pid, or undefined while it is stopped. */
  pidOf(name: StackProcessName): number | undefined;
  /** Starts a stopped process again on its port; resolves once it is ready. */
  startService(name: StackProcessName): Promise<void>;
  /** Stops every process of the stack; resolves once all have exited. */
  stop(): Promise<void>;
}

export class StackStartError extends Error {
  override name = 'StackStartError';
}

// A ceiling for a stack that never comes up, not an expected time (10–20 s on a quiet machine):
// several suites starting stacks on a loaded two-core machine have needed over 90 s.
const DEFAULT_READY_TIMEOUT_MS = 180_000;

/**
 * Runs the five services and the gateway as child processes (`node --import tsx src/main.ts` in
 * each workspace) against the given servers, and resolves once `GET /api/readyz` says ready.
 */
export async function startStack(options: StartStackOptions): Promise<Stack> {
  const start = () => startOnPorts(options);
  // Ports the caller chose are theirs to fix; ports picked here can simply be picked again.
  return options.ports && Object.keys(options.ports).length > 0 ? start() : retryOnPortClash(start);
}

async function startOnPorts(options: StartStackOptions): Promise<Stack> {
  const ports = await resolveStackPorts(options.ports);
  const root = options.root ?? repoRoot;
  await mkdir(options.logDir, { recursive: true });
  const sharedEnv: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    ...generateSecrets(),
    MONGO_URL: options.infra.mongoUrl,
    KAFKA_BROKERS: options.infra.kafkaBrokers,
    REDIS_URL: options.infra.redisUrl,
    EVENTS_NAMESPACE: options.eventsNamespace ?? '',
    ...options.env,
  };
  const baseUrl = `http://127.0.0.1:${ports.gateway}`;
  const children = new Map<StackProcessName, ChildProcess>();
  const stopping = new Set<StackProcessName>();
  let started = false;
  const logFile = (name: StackProcessName) => join(options.logDir, `${name}.log`);

  const envFor = (name: StackProcessName): NodeJS.ProcessEnv => {
    const own: Record<string, string> = { PORT: String(ports[name]) };
    if (name === 'gateway') {
      for (const service of SERVICE_NAMES) {
        own[serviceUrlEnv(service)] = `http://127.0.0.1:${ports[service]}`;
      }
      if (options.serveWeb) own.WEB_DIST = join(root, 'web', 'dist');
    } else {
      own.MONGO_DB = serviceDatabaseName(name, options.dbSuffix);
    }
    // Bookings' one synchronous call (its README): a listing it has not heard of yet.
    if (name === 'bookings') own.LISTINGS_URL = `http://127.0.0.1:${ports.listings}`;
    return { ...inheritedEnv(), ...sharedEnv, ...own };
  };

  const spawnProcess = (name: StackProcessName) => {
    const child = spawnLogged({
      command: process.execPath,
      args: ['--import', 'tsx', 'src/main.ts'],
      cwd: join(root, processDir(name)),
      env: envFor(name),
      logFile: logFile(name),
    });
    children.set(name, child);
    child.once('exit', (code, signal) => {
      // Before start-up completes, a crash is reported by the start-up error instead.
      if (stopping.has(name) || !started) return;
      options.onUnexpectedExit?.(name, signal ?? `exit code ${code}`, logFile(name));
    });
    return child;
  };

  const stopProcess = async (name: StackProcessName) => {
    const child = children.get(name);
    if (!child) return;
    stopping.add(name);
    await stopChild(child);
    children.delete(name);
    stopping.delete(name);
  };

  const killProcess = async (name: StackProcessName) => {
    const child = children.get(name);
    if (!child) return;
    stopping.add(name);
    await killChild(child);
    children.delete(name);
    stopping.delete(name);
  };

  const stopAllProcesses = async () => {
    // The gateway first, so no request reaches a service that is shutting down.
    await stopProcess('gateway');
    await Promise.all(SERVICE_NAMES.map(stopProcess));
  };

  const isRunning = (name: StackProcessName) => {
    const child = children.get(name);
    return child !== undefined && !hasExited(child);
  };
  const exitedProcesses = () => [...children.keys()].filter((name) => !isRunning(name));

  const failure = (headline: string, names: StackProcessName[]) =>
    new StackStartError(
      [
        headline,
        `Logs are in ${options.logDir}`,
        ...names.map((name) => `--- last 40 lines of ${logFile(name)}:\n${logTail(logFile(name))}`),
      ].join('\n'),
    );

  const waitUntilReady = async (name: StackProcessName, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    // The gateway's readiness includes every service's; with one deliberately stopped, a restarted
    // gateway is ready as soon as it answers at all.
    const strict = name !== 'gateway' || STACK_PROCESS_NAMES.every(isRunning);
    const url = `http://127.0.0.1:${ports[name]}${readinessPath(name)}`;
    let last = 'no answer';
    for (;;) {
      if (options.signal?.aborted) throw new StackStartError('Start-up cancelled.');
      const dead = exitedProcesses();
      if (dead.length > 0) {
        throw failure(`${dead.join(', ')} exited while ${name} was starting.`, dead);
      }
      const answer = await probe(url);
      if (answer.status === 200 || (!strict && answer.status > 0)) return;
      last = answer.status ? `${answer.status} ${answer.body}` : answer.body;
      if (Date.now() > deadline) {
        const named = STACK_PROCESS_NAMES.filter((n) => n === name || last.includes(n));
        throw failure(
          `${url} did not return 200 within ${timeoutMs / 1000} s. Last answer: ${last}`,
          named,
        );
      }
      await sleep(500);
    }
  };

  STACK_PROCESS_NAMES.forEach(spawnProcess);
  try {
    await waitUntilReady('gateway', options.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS);
  } catch (error) {
    await stopAllProcesses();
    throw error;
  }
  started = true;

  return {
    baseUrl,
    ports,
    logDir: options.logDir,
    env: sharedEnv,
    stopService: stopProcess,
    killService: killProcess,
    pidOf: (name) => (isRunning(name) ? children.get(name)?.pid : undefined),
    startService: async (name) => {
      if (isRunning(name)) return;
      spawnProcess(name);
      await waitUntilReady(name, options.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS);
    },
    stop: stopAllProcesses,
  };
}

async function resolveStackPorts(
  wanted: Partial<Record<StackProcessName, number>> = {},
): Promise<Record<StackProcessName, number>> {
  const ports = {} as Record<StackProcessName, number>;
  for (const name of STACK_PROCESS_NAMES) ports[name] = wanted[name] ?? (await freePort());
  return ports;
}

/** The parent's env minus the test runner's own variables, which mean nothing to a service. */
function inheritedEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')),
  );
}

async function probe(url: string): Promise<{ status: number; body: string }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
    const body = (await response.text()).slice(0, 500);
    return { status: response.status, body };
  } catch (error) {
    return { status: 0, body: error instanceof Error ? error.message : String(error) };
  }
}
