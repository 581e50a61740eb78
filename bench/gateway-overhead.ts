/**
 * What the gateway costs per request: the same ping route measured direct to the service (with
 * headers the bench signs itself) and through the gateway (JWT verify, Redis revocation check,
 * signing, proxying). The service and the gateway run as child processes so that neither shares
 * an event loop with autocannon.
 *
 *   npm run bench:gateway            (REDIS_URL defaults to redis://127.0.0.1:6379)
 *   BENCH_DURATION=20 BENCH_CONNECTIONS=100 npm run bench:gateway
 *   BENCH_PROFILE=/tmp/prof npm run bench:gateway   (a V8 CPU profile per child, for DevTools)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  createHttpApp,
  createLogger,
  IDENTITY_HEADERS,
  listen,
  sendOk,
  signForwardedRequest,
} from '@ghar/platform';
import autocannon from 'autocannon';
import jwt from 'jsonwebtoken';
import { buildGatewayApp } from '../gateway/src/app';
import { loadGatewayConfig } from '../gateway/src/config';
import { createGatewayRedis, waitForRedis } from '../gateway/src/redis';

const JWT_SECRET = 'bench-jwt-secret-0123456789abcdef';
const SIGNING_SECRET = 'bench-signing-secret-0123456789abcdef';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SINGLE_S = Number(process.env.BENCH_SINGLE_DURATION ?? 5);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
/** Node refuses --cpu-prof in NODE_OPTIONS, so the children are given it here. */
const PROFILE_DIR = process.env.BENCH_PROFILE;
const PING_PATH = '/properties/ping';

const user = { userId: 'bench-user-1', email: 'bench@example.in', role: 'USER' as const };

/** A child announces its port, then answers CPU-time questions so the parent can cost a request. */
function reportToParent(port: number) {
  // A normal exit on SIGTERM, so that --cpu-prof (BENCH_PROFILE) writes its profile.
  process.once('SIGTERM', () => process.exit(0));
  process.on('message', (message) => {
    if (message === 'cpu') process.send!({ cpu: process.cpuUsage() });
  });
  process.send!({ port });
}

/** Child role: the trivial service, built like every real one (signature check included). */
async function runService() {
  const logger = createLogger({ service: 'bench-service', level: LOG_LEVEL });
  const app = createHttpApp({
    logger,
    signingSecret: SIGNING_SECRET,
    health: {},
    routes: (routes) => routes.get(PING_PATH, (_req, res) => sendOk(res, { pong: true })),
  });
  const server = await listen(app, 0);
  reportToParent((server.address() as { port: number }).port);
}

/** Child role: the real gateway app, every upstream pointing at the bench service. */
async function runGateway(serviceUrl: string) {
  const config = loadGatewayConfig({
    NODE_ENV: 'production',
    LOG_LEVEL,
    JWT_SECRET,
    INTERNAL_SIGNING_SECRET: SIGNING_SECRET,
    REDIS_URL,
    AUTH_URL: serviceUrl,
    LISTINGS_URL: serviceUrl,
    BOOKINGS_URL: serviceUrl,
    DEALERS_URL: serviceUrl,
    NOTIFICATIONS_URL: serviceUrl,
  });
  const redis = createGatewayRedis(config.REDIS_URL);
  if (!(await waitForRedis(redis, 5_000))) throw new Error(`Redis not reachable at ${REDIS_URL}`);
  const logger = createLogger({ service: 'bench-gateway', level: LOG_LEVEL });
  const server = await listen(buildGatewayApp({ config, logger, redis }), 0);
  reportToParent((server.address() as { port: number }).port);
}

interface Child {
  child: ChildProcess;
  url: string;
}

/** Microseconds of CPU (user + system) the child has used so far. */
function cpuOf({ child }: Child): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: { cpu?: NodeJS.CpuUsage }) => {
      if (!message.cpu) return;
      child.off('message', onMessage);
      resolve(message.cpu.user + message.cpu.system);
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

function startChild(role: string, ...args: string[]): Promise<Child> {
  const child = fork(fileURLToPath(import.meta.url), [role, ...args], {
    execArgv: [
      '--import',
      'tsx',
      ...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []),
    ],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) =>
      resolve({ child, url: `http://127.0.0.1:${message.port}` }),
    );
    child.once('exit', (code) => reject(new Error(`${role} exited with ${code}`)));
  });
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** CPU each process spent per request, in µs: steadier than req/s on a busy machine. */
  cpuPerRequest: { service: number; gateway: number };
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}

/**
 * autocannon's own histogram keeps whole milliseconds; the gateway's cost is a fraction of one,
 * so every response time is collected here at full precision instead.
 */
function run(
  url: string,
  headers: Record<string, string>,
  connections: number,
  duration: number,
): Promise<Omit<Measured, 'cpuPerRequest'> & { requests: number }> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, headers }, (error, result) => {
      if (error) {
        reject(error);
        return;
      }
      const sorted = Float64Array.from(times).sort();
      resolve({
        rps: result.requests.average,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        failed: result.non2xx + result.errors + result.timeouts,
        requests: result.requests.total,
      });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) times.push(responseTime);
    });
  });
}

async function measure(
  url: string,
  headers: () => Record<string, string>,
  connections: number,
  duration: number,
  processes: { service: Child; gateway: Child },
): Promise<Measured> {
  await run(url, headers(), connections, WARMUP_S);
  const before = [await cpuOf(processes.service), await cpuOf(processes.gateway)];
  const { requests, ...measured } = await run(url, headers(), connections, duration);
  const after = [await cpuOf(processes.service), await cpuOf(processes.gateway)];
  return {
    ...measured,
    cpuPerRequest: {
      service: (after[0]! - before[0]!) / requests,
      gateway: (after[1]! - before[1]!) / requests,
    },
  };
}

/** Headers the service accepts directly, valid for the whole direct run (30 s skew window). */
function signedHeaders(): Record<string, string> {
  const requestId = randomUUID();
  const timestamp = Date.now();
  const signature = signForwardedRequest(SIGNING_SECRET, {
    method: 'GET',
    path: PING_PATH,
    ...user,
    requestId,
    timestamp,
  });
  return {
    [IDENTITY_HEADERS.userId]: user.userId,
    [IDENTITY_HEADERS.email]: user.email,
    [IDENTITY_HEADERS.role]: user.role,
    [IDENTITY_HEADERS.requestId]: requestId,
    [IDENTITY_HEADERS.timestamp]: String(timestamp),
    [IDENTITY_HEADERS.signature]: signature,
  };
}

const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
const format = (label: string, m: Measured) =>
  `  ${label.padEnd(16)} ${m.rps.toFixed(0).padStart(7)} req/s   p50 ${ms(m.p50)}   p99 ${ms(m.p99)}` +
  `   CPU/request: service ${m.cpuPerRequest.service.toFixed(0)} µs, gateway ${m.cpuPerRequest.gateway.toFixed(0)} µs` +
  (m.failed > 0 ? `   FAILED ${m.failed}` : '');

function compare(direct: Measured, proxied: Measured) {
  console.log(format('direct', direct));
  console.log(format('through gateway', proxied));
  console.log(
    `  gateway adds ${(proxied.p50 - direct.p50).toFixed(2)} ms at p50 and keeps ` +
      `${((100 * proxied.rps) / direct.rps).toFixed(1)} % of direct throughput`,
  );
}

async function main() {
  const children: ChildProcess[] = [];
  try {
    const service = await startChild('service');
    children.push(service.child);
    const gateway = await startChild('gateway', service.url);
    children.push(gateway.child);

    const token = jwt.sign(
      { sub: user.userId, email: user.email, role: user.role, jti: randomUUID() },
      JWT_SECRET,
      {
        algorithm: 'HS256',
        expiresIn: '1h',
      },
    );

    const load = () =>
      loadavg()
        .map((value) => value.toFixed(2))
        .join(' ');
    console.log(
      `gateway overhead — ${new Date().toISOString()}, ${cpus().length} × ${cpus()[0]?.model.trim()}, ` +
        `${(totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}`,
    );
    // Other work on the machine skews both runs; the load average shows whether it was quiet.
    console.log(`load average before: ${load()}`);
    const bearer = () => ({ authorization: `Bearer ${token}` });
    const directUrl = `${service.url}${PING_PATH}`;
    const gatewayUrl = `${gateway.url}/api${PING_PATH}`;
    const processes = { service, gateway };

    console.log(
      `\n${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s each (targets: ≤ 1 ms at p50, ≥ 60 % throughput)`,
    );
    const loaded = [
      await measure(directUrl, signedHeaders, CONNECTIONS, DURATION_S, processes),
      await measure(gatewayUrl, bearer, CONNECTIONS, DURATION_S, processes),
    ] as const;
    compare(...loaded);

    // At 50 connections p50 is mostly queueing; one connection shows the latency one request adds.
    console.log(`\n1 connection, ${WARMUP_S} s warm-up + ${SINGLE_S} s each`);
    const single = [
      await measure(directUrl, signedHeaders, 1, SINGLE_S, processes),
      await measure(gatewayUrl, bearer, 1, SINGLE_S, processes),
    ] as const;
    compare(...single);
    console.log(`\nload average after: ${load()}`);

    if ([...loaded, ...single].some((m) => m.failed > 0)) {
      console.error('some requests failed: the figures above are not valid');
      process.exitCode = 1;
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

const [role, arg] = process.argv.slice(2);
if (role === 'service') await runService();
else if (role === 'gateway') await runGateway(arg!);
else await main();
