import type { ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { generateSecrets } from '../dev-secrets';
import { repoRoot } from '../paths';
import { freePort, retryOnPortClash } from '../ports';
import { logTail, spawnLogged } from '../servers/spawn-logged';
import { createRestarter, type Restarter } from '../supervise/restarter';
import type { RestartPolicy } from '../supervise/restart-policy';
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
  /**
   * Aborting cancels a start-up in progress: everything started is stopped, and it rejects. After
   * start-up it means a shutdown is under way: exits are no longer reported nor restarted.
   */
  signal?: AbortSignal;
  /** Called when a process exits that nobody asked to stop (a crash). */
  onUnexpectedExit?: (name: StackProcessName, reason: string, logFile: string) => void;
  /**
   * Given, a process that exits by itself after start-up is started again on its port, with
   * backoff, until it crash-loops (supervise/restart-policy.ts). Processes stopped or killed
   * through the Stack, and the whole stack's stop(), are never restarted.
   */
  supervise?: StackSupervision;
}

export interface StackSupervision {
  /** Restarts, readiness regained, and giving up, one line each. */
  log: (line: string) => void;
  onGiveUp?: (name: StackProcessName, message: string) => void;
  policy?: RestartPolicy;
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
  let closed = false;
  const restarters = new Map<StackProcessName, Restarter>();
  const endSupervision = () => {
    closed = true;
    for (const restarter of restarters.values()) restarter.close();
  };
  options.signal?.addEventListener('abort', endSupervision, { once: true });
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
      if (stopping.has(name) || !started || closed) return;
      options.onUnexpectedExit?.(name, signal ?? `exit code ${code}`, logFile(name));
      restarterOf(name)?.exited(code, signal);
    });
    return child;
  };

  const restarterOf = (name: StackProcessName) => {
    const supervision = options.supervise;
    if (!supervision) return undefined;
    let restarter = restarters.get(name);
    if (!restarter) {
      restarter = createRestarter({
        name,
        logFile: logFile(name),
        log: supervision.log,
        onGiveUp: (message) => supervision.onGiveUp?.(name, message),
        policy: supervision.policy,
        restart: async () => {
          if (closed || isRunning(name)) return;
          const child = spawnProcess(name);
          void announceReady(name, child, supervision.log);
        },
      });
      restarters.set(name, restarter);
    }
    return restarter;
  };

  /** One line once a restarted process answers its readiness check (nothing if it dies first). */
  const announceReady = async (
    name: StackProcessName,
    child: ChildProcess,
    log: (line: string) => void,
  ) => {
    const url = `http://127.0.0.1:${ports[name]}${readinessPath(name)}`;
    while (!closed && !hasExited(child)) {
      if ((await probe(url)).status === 200) {
        log(`${name} is ready again (pid ${child.pid})`);
        return;
      }
      await sleep(500);
    }
  };

  const stopProcess = async (name: StackProcessName) => {
    restarters.get(name)?.cancelPending();
    const child = children.get(name);
    if (!child) return;
    stopping.add(name);
    await stopChild(child);
    children.delete(name);
    stopping.delete(name);
  };

  const killProcess = async (name: StackProcessName) => {
    restarters.get(name)?.cancelPending();
    const child = children.get(name);
    if (!child) return;
    stopping.add(name);
    await killChild(child);
    children.delete(name);
    stopping.delete(name);
  };

  const stopAllProcesses = async () => {
    endSupervision();
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
      restarters.get(name)?.resume();
      // Already running (perhaps just restarted by the supervisor): ready is what the caller needs.
      if (!isRunning(name)) spawnProcess(name);
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
