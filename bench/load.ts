/**
 * Load test (issue 14 item 2): the whole stack on loopback under a realistic mix at rising
 * open-loop rates, until a stage's p95 passes 300 ms, errors pass 5 % or the last rate is done.
 * Starts its own stack (`startStack` of @ghar/local-infra, its own databases and topics) on
 * private servers (or the env's / the shared ones: `serversFor`), seeds it, runs the stages,
 * prints the figures, then stops what it started (by pid) and drops its data. Bounded: each
 * stage ≤ 30 s, the whole run ≤ BENCH_TOTAL_S (600).
 *
 *   npm run bench:load
 *   BENCH_STAGE_S=10 BENCH_MAX_RATE=80 npm run bench:load
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  infraFromEnv,
  startLocalServers,
  type LocalServers,
  type StackInfra,
  SERVICE_NAMES,
  startStack,
  type Stack,
} from '@ghar/local-infra';
import mongoose from 'mongoose';
import { insertSampleListings } from './load/listing-documents';
import { runOpenLoop } from './load/open-loop';
import { cpuSnapshot } from './load/proc-cpu';
import { watchedProcesses } from './load/watched';
import { cpuShares, stageBlock, summaryTable, type CpuShares } from './load/report';
import { requestMix } from './load/request-mix';
import { seedWorld } from './load/seed-world';
import { stageRates, stopReason, summarizeStage, type StageSummary } from './load/stats';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const LISTINGS = env('BENCH_LISTINGS', 3_000);
const USERS = env('BENCH_USERS', 200);
const OWNERS = env('BENCH_OWNERS', 20);
const DEALERS = env('BENCH_DEALERS', 5);
const STAGE_S = Math.min(30, env('BENCH_STAGE_S', 20));
const RATES = stageRates(env('BENCH_START_RATE', 10), env('BENCH_MAX_RATE', 640));
const RULE = { p95Ms: env('BENCH_P95_MS', 300), maxErrorRate: env('BENCH_MAX_ERROR_RATE', 0.05) };
const TIMEOUT_MS = env('BENCH_TIMEOUT_MS', 10_000);
const TOTAL_S = env('BENCH_TOTAL_S', 600);

const runId = randomBytes(4).toString('hex');
const dbSuffix = `_load${runId}`;
const admin = { email: `admin-${runId}@bench.local`, password: `Ghar@${runId}Load1` };
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
/**
 * The servers: MONGO_URL / KAFKA_BROKERS / REDIS_URL when all are set; the shared local ones of
 * `npm run infra -- up` with BENCH_SHARED_SERVERS=1; otherwise a private Kafka, FerretDB (with its
 * write gate) and Redis on free ports, so their CPU figures are this run's alone and other work's
 * data cannot queue behind (or in front of) it.
 */
async function serversFor(runDir: string): Promise<{ infra: StackInfra; own?: LocalServers }> {
  const fromEnv = infraFromEnv();
  if (fromEnv) return { infra: fromEnv };
  if (process.env.BENCH_SHARED_SERVERS === '1') {
    return {
      infra: {
        mongoUrl: 'mongodb://127.0.0.1:27017',
        kafkaBrokers: '127.0.0.1:9092',
        redisUrl: 'redis://127.0.0.1:6379',
      },
    };
  }
  const own = await startLocalServers({ dataDir: join(runDir, 'servers'), persistent: false, log });
  return { infra: own, own };
}

async function main() {
  log(`load average before: ${load()} (${cpus().length} cores)`);
  const runDir = await mkdtemp(join(tmpdir(), `ghar-load-${runId}-`));
  const started0 = performance.now();
  const { infra, own } = await serversFor(runDir);
  log(
    own
      ? `own servers up in ${((performance.now() - started0) / 1000).toFixed(1)} s: ${infra.mongoUrl}, kafka ${infra.kafkaBrokers}, ${infra.redisUrl}`
      : `servers: ${infra.mongoUrl}, kafka ${infra.kafkaBrokers}, ${infra.redisUrl}`,
  );
  const conn = await mongoose.createConnection(infra.mongoUrl).asPromise();
  let stack: Stack | undefined;
  const cleanUp = async () => {
    await stack?.stop();
    for (const name of SERVICE_NAMES)
      await conn
        .useDb(`ghar_${name}${dbSuffix}`)
        .dropDatabase()
        .catch(() => undefined);
    await conn.close();
    await own?.stop();
    // The logs stay for a post-mortem; the uploads and private servers' data go.
    for (const dir of ['uploads', 'servers'])
      await rm(join(runDir, dir), { recursive: true, force: true });
  };
  // However it goes, the run ends by itself within the bound and stops what it started.
  const watchdog = setTimeout(() => {
    console.error(`bench:load passed its ${TOTAL_S} s bound; stopping`);
    void cleanUp().finally(() => process.exit(1));
  }, TOTAL_S * 1000);
  try {
    let started = performance.now();
    const ownerIds = Array.from({ length: 50 }, () => new mongoose.Types.ObjectId().toHexString());
    const seededIds = await insertSampleListings(conn.useDb(`ghar_listings${dbSuffix}`).db!, {
      count: LISTINGS,
      ownerIds,
    });
    log(
      `${seededIds.length} sample listings seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    started = performance.now();
    stack = await startStack({
      infra,
      serveWeb: false,
      dbSuffix,
      eventsNamespace: `load${runId}`,
      logDir: join(runDir, 'logs'),
      env: {
        NODE_ENV: process.env.BENCH_NODE_ENV ?? 'production',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        UPLOADS_DIR: join(runDir, 'uploads'),
        // Every simulated person signs in from 127.0.0.1: the per-IP ceiling (100 failures a minute)
        // and sign-up limit (10 per 10 minutes) would refuse the mix, as they would the test suites'.
        LOGIN_MAX_FAILURES_PER_IP: '1000000',
        SIGNUP_MAX_PER_IP: '1000000',
        // The seeded market is up to three months old, as if it had been swept all along: without
        // this the first freshness sweep asks about a thousand listings at once, and their
        // PropertyUpdated events hold up every consumer during the seeding and the first stages.
        FRESHNESS_ASK_DAYS: '200',
        FRESHNESS_HIDE_DAYS: '300',
      },
    });
    log(
      `stack up at ${stack.baseUrl} in ${((performance.now() - started) / 1000).toFixed(1)} s (logs in ${stack.logDir})`,
    );
    process.env.GHAR_BASE_URL = stack.baseUrl;

    started = performance.now();
    const world = await seedWorld({
      admin,
      users: USERS,
      owners: OWNERS,
      dealers: DEALERS,
      seededListingIds: seededIds,
      bookingsDb: conn.useDb(`ghar_bookings${dbSuffix}`).db!,
      log,
    });
    log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const watched = watchedProcesses(stack, infra);
    log(`watching CPU of ${watched.map((w) => `${w.name} (${w.pid})`).join(', ')}`);

    const next = requestMix(world);
    const run = (rate: number, durationS: number) =>
      runOpenLoop({ baseUrl: stack!.baseUrl, rate, durationS, next, timeoutMs: TIMEOUT_MS });
    log(`warm-up: 5 s at ${RATES[0]} req/s (not counted)`);
    await run(RATES[0]!, 5);

    const rows: { stage: StageSummary; cpu: CpuShares; load: string }[] = [];
    let reason = 'the last rate was held';
    for (const [i, rate] of RATES.entries()) {
      const stageLoad = load();
      const before = cpuSnapshot(watched);
      const result = await run(rate, STAGE_S);
      const after = cpuSnapshot(watched);
      const stage = summarizeStage(result.samples, rate, STAGE_S);
      const cpu = cpuShares(before, after);
      rows.push({ stage, cpu, load: stageLoad });
      console.log(
        `${stageBlock(i + 1, stage, cpu, STAGE_S)}\n  load average at start ${stageLoad}`,
      );
      const stop = stopReason(stage, RULE);
      if (stop) {
        reason = stop;
        break;
      }
      await sleep(2_000);
    }
    console.log(`\nstopped: ${reason}`);
    console.log(
      `\n${LISTINGS} seeded + ${world.bookable.length} API listings, ${USERS} users, ${DEALERS} dealers; ${STAGE_S} s stages; load average ${load()} at the end\n`,
    );
    console.log(summaryTable(rows));
    console.log(
      `load averages at each stage's start: ${rows.map((r) => r.load.split(' ')[0]).join(', ')}`,
    );
  } finally {
    clearTimeout(watchdog);
    await cleanUp();
    log(`load average after: ${load()}`);
  }
}

await main();
process.exit(0);
