/**
 * The district market (issue 24 item 1): seeds 10,000 listings, 50,000 users, 10,000 bookings,
 * 1,000 dealers in a six-level tree, 30,000 commission entries, 50,000 notifications and 5,000
 * inquiries (times BENCH_SCALE) straight into each service's databases, starts the real stack
 * (its own servers, the gateway's micro-cache off), walks every screen's GETs as each role with 20
 * clients, then runs the write mix beside reads, and prints the figures. Bounded (BENCH_TOTAL_S),
 * loopback only; stops what it started (by pid) and drops its databases unless BENCH_KEEP_DB=1.
 *
 *   BENCH_SCALE=0.05 npm run bench:scale
 *   BENCH_KEEP_DB=1 npm run bench:scale
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  infraFromEnv,
  type LocalServers,
  SERVICE_NAMES,
  type Stack,
  type StackInfra,
  startLocalServers,
  startStack,
} from '@ghar/local-infra';
import mongoose from 'mongoose';
import { drawSamplePhoto, SAMPLE_CITIES, seededRandom } from '../services/listings/src/index';
import { runOpenLoop } from './load/open-loop';
import { cpuSnapshot } from './load/proc-cpu';
import { watchedProcesses } from './load/watched';
import { readKept, markSeeded } from './scale/kept';
import { countsAt, skewedIndex } from './scale/plan';
import { routePairs, type Draw, type Role } from './scale/routes';
import { seedBookings, seedListings } from './scale/seed-market';
import { seedDealers, seedNotices } from './scale/seed-network';
import { seedPeople } from './scale/seed-people';
import { processTable, routeTable, TARGETS, writeTable } from './scale/tables';
import { cpuMsPerRequest, rssMb, settle, walk } from './scale/walk';
import { prepareWrites, type WritePools } from './scale/write-setup';
import { lostWrites, WRITE_KINDS, writePlanner } from './scale/writes';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SCALE = env('BENCH_SCALE', 1);
const KEEP = process.env.BENCH_KEEP_DB === '1';
const TOTAL_S = env('BENCH_TOTAL_S', 2_400);
const WRITE_S = env('BENCH_WRITE_S', 30);
const WALK_S = env('BENCH_WALK_S', 600);
const PER_PAIR = env('BENCH_WALK_PER_PAIR', 100);
const CLIENTS = env('BENCH_CLIENTS', 20);
const TIMEOUT_MS = env('BENCH_TIMEOUT_MS', 10_000);
const HANDFUL = env('BENCH_SIGNED_IN', 5);
/** Seconds kept back from the walk for the write mix, its checks and stopping (within TOTAL_S). */
const RESERVE_S = env('BENCH_RESERVE_S', 420);
const runStarted = performance.now();
const secondsLeft = () => TOTAL_S - since(runStarted);

const counts = countsAt(SCALE);
const runId = randomBytes(4).toString('hex');
const dbSuffix = KEEP ? `_scale${String(SCALE).replace('.', 'p')}` : `_scale${runId}`;
/**
 * The stack's admin: from BENCH_ADMIN_EMAIL / BENCH_ADMIN_PASSWORD, or made for this run (as
 * bench:load does). A kept database keeps its admin, so keeping asks for the two variables: the
 * same admin signs in again next run, and no password is written in the code.
 */
function adminOf(): { email: string; password: string } {
  const { BENCH_ADMIN_EMAIL: email, BENCH_ADMIN_PASSWORD: password } = process.env;
  if (email && password) return { email, password };
  if (KEEP) {
    throw new Error(
      'BENCH_KEEP_DB=1 needs BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD: the kept database keeps its admin',
    );
  }
  return { email: `admin-${runId}@bench.local`, password: `Ghar@${runId}Scale1` };
}
const admin = adminOf();
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const since = (start: number) => (performance.now() - start) / 1000;

/** The env's servers, the shared ones (BENCH_SHARED_SERVERS=1), or private ones (kept with the data). */
async function serversFor(runDir: string): Promise<{ infra: StackInfra; own?: LocalServers }> {
  const fromEnv = infraFromEnv();
  if (fromEnv) return { infra: fromEnv };
  if (process.env.BENCH_SHARED_SERVERS === '1')
    return {
      infra: {
        mongoUrl: 'mongodb://127.0.0.1:27017',
        kafkaBrokers: '127.0.0.1:9092',
        redisUrl: 'redis://127.0.0.1:6379',
      },
    };
  const dataDir = KEEP
    ? join(tmpdir(), `ghar-bench-scale-kept${dbSuffix}`)
    : join(runDir, 'servers');
  const own = await startLocalServers({ dataDir, persistent: KEEP, log });
  return { infra: own, own };
}

/** The walk's and the reads' people: each role a few signed-in persons in turn, each its draw. */
function callersOf(pools: WritePools, listingIds: string[], codes: string[]) {
  const random = seededRandom(24);
  const drawListing = skewedIndex(listingIds.length, random);
  const drawCity = skewedIndex(SAMPLE_CITIES.length, random);
  const drawFor = (selfId: string): Draw => ({
    random,
    listingId: () => listingIds[drawListing()]!,
    selfId: () => selfId,
    city: () => SAMPLE_CITIES[drawCity()]!,
    dealerCode: () => codes[Math.floor(random() * codes.length)]!,
  });
  const of: Record<Role, { token?: string; draw: Draw }[]> = {
    visitor: [{ draw: drawFor('') }],
    user: pools.users.map((u) => ({ token: u.token, draw: drawFor(u.person.id) })),
    owner: pools.owners.map((u) => ({ token: u.token, draw: drawFor(u.person.id) })),
    dealer: pools.dealers.map((u) => ({ token: u.token, draw: drawFor(u.person.id) })),
    admin: [{ token: pools.admin, draw: drawFor('') }],
  };
  let turn = 0;
  return (role: Role) => of[role][turn++ % of[role].length]!;
}

async function main() {
  log(`bench:scale at scale ${SCALE} (${cpus().length} cores), load average before: ${load()}`);
  log(
    `counts: ${Object.entries(counts)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
  const runDir = await mkdtemp(join(tmpdir(), `ghar-scale-${runId}-`));
  const { infra, own } = await serversFor(runDir);
  const conn = await mongoose.createConnection(infra.mongoUrl).asPromise();
  const dbOf = (service: string) => conn.useDb(`ghar_${service}${dbSuffix}`).db!;
  let stack: Stack | undefined;
  const cleanUp = async () => {
    await stack?.stop();
    // Private servers' data goes with their folder; dropping there could wait behind the scans
    // the stopped services left running in FerretDB. Shared or env servers: drop what we made.
    if (!KEEP && !own)
      for (const name of SERVICE_NAMES)
        await dbOf(name)
          .dropDatabase()
          .catch(() => undefined);
    await conn.close();
    await own?.stop();
    for (const dir of ['uploads', ...(KEEP ? [] : ['servers'])])
      await rm(join(runDir, dir), { recursive: true, force: true });
  };
  const watchdog = setTimeout(() => {
    console.error(`bench:scale passed its ${TOTAL_S} s bound; stopping`);
    void cleanUp().finally(() => process.exit(1));
  }, TOTAL_S * 1000);
  try {
    const now = new Date();
    const random = seededRandom(2024);
    let market = KEEP ? await readKept(dbOf) : null;
    let seedS = market?.seedS ?? 0;
    if (market)
      log(`kept databases (*${dbSuffix}) reused: seeded earlier in ${seedS.toFixed(1)} s`);
    else {
      for (const name of SERVICE_NAMES) await dbOf(name).dropDatabase();
      const started = performance.now();
      const people = await seedPeople(dbOf, counts, now);
      log(`people seeded (${people.all.length}) at ${since(started).toFixed(1)} s`);
      const listings = await seedListings(dbOf, people, counts, random);
      log(`listings seeded (${listings.length}) at ${since(started).toFixed(1)} s`);
      const bookings = await seedBookings(dbOf, people, listings, counts, random, now);
      log(`bookings seeded (${bookings.length}) at ${since(started).toFixed(1)} s`);
      await seedDealers(dbOf, people, bookings, listings, counts, random, now);
      await seedNotices(dbOf, people, listings, counts, random, now);
      seedS = since(started);
      if (KEEP) await markSeeded(dbOf('auth'), counts, seedS);
      log(`district seeded in ${seedS.toFixed(1)} s`);
      market = { people, listings, bookings, seedS };
    }

    let started = performance.now();
    stack = await startStack({
      infra,
      serveWeb: false,
      dbSuffix,
      eventsNamespace: `scale${runId}`,
      logDir: join(runDir, 'logs'),
      // A first start on bulk-seeded data builds every declared index: it may take many minutes.
      readyTimeoutMs: env('BENCH_READY_S', 1_200) * 1000,
      env: {
        NODE_ENV: process.env.BENCH_NODE_ENV ?? 'production',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        UPLOADS_DIR: join(runDir, 'uploads'),
        // The gateway's micro-cache off: every GET reaches its service (issue 24's measure).
        MICRO_CACHE_MS: '0',
        // Every simulated person comes from 127.0.0.1 (as in bench:load).
        LOGIN_MAX_FAILURES_PER_IP: '1000000',
        SIGNUP_MAX_PER_IP: '1000000',
      },
    }).catch((error: unknown) => {
      // Said at once: stopping afterwards may take a while.
      log(
        `the stack did not become healthy after ${since(started).toFixed(0)} s: ${String(error)}`,
      );
      throw error;
    });
    const startS = since(started);
    const watched = watchedProcesses(stack, infra);
    const rssStart = new Map(watched.map((w) => [w.name, rssMb(w.pid)]));
    log(
      `stack healthy in ${startS.toFixed(1)} s (logs in ${stack.logDir}); RSS: ${watched.map((w) => `${w.name} ${rssStart.get(w.name)!.toFixed(0)} MB`).join(', ')}`,
    );
    process.env.GHAR_BASE_URL = stack.baseUrl;

    started = performance.now();
    const pools = await prepareWrites({
      admin,
      ...market,
      handful: HANDFUL,
      // Half the dealer approvals the mix could ask for: each applicant is one more sign-in, and
      // a sign-in by e-mail reads every account on the embedded FerretDB. Used up, the mix moves on.
      applications: Math.ceil((WRITE_S * 10) / WRITE_KINDS.length / 2) + 2,
    });
    log(
      `${HANDFUL} each of users, owners, dealers signed in and the write pools made in ${since(started).toFixed(1)} s`,
    );
    const callerOf = callersOf(
      pools,
      market.listings.map((l) => l.id),
      market.people.dealers.map((d) => d.code!),
    );
    const pairs = routePairs();

    const walkOptions = {
      baseUrl: stack.baseUrl,
      pairs,
      callerOf,
      clients: CLIENTS,
      timeoutMs: TIMEOUT_MS,
    };
    await walk({ ...walkOptions, perPair: 1, durationS: 120 });
    log(
      `warm-up done (each of ${pairs.length} route·role pairs once); walking, load average ${load()}`,
    );
    log(`settled after ${(await settle(stack.baseUrl, pools.admin)).toFixed(1)} s`);
    let before = cpuSnapshot(watched);
    const walkS = Math.max(60, Math.min(WALK_S, secondsLeft() - RESERVE_S));
    log(`walking for at most ${walkS.toFixed(0)} s (${PER_PAIR} per pair)`);
    const walked = await walk({ ...walkOptions, perPair: PER_PAIR, durationS: walkS });
    const cpuWalk = cpuMsPerRequest(before, cpuSnapshot(watched), walked.samples.length);
    log(
      `walk: ${walked.samples.length} GETs in ${walked.wallS.toFixed(1)} s, load average ${load()}`,
    );
    const routes = routeTable(walked.samples, walked.wallS);
    const met = routes.rows.filter((r) => r.met).length;
    // Printed now, so a run stopped later by its bound still leaves the walk's figures.
    console.log(
      `\nGETs, ${CLIENTS} clients, cache off, ${walked.samples.length} requests in ${walked.wallS.toFixed(1)} s; ${met} of ${routes.rows.length} route·role pairs meet p95 ≤ ${TARGETS.getP95} ms, p99 ≤ ${TARGETS.getP99} ms, no error\n`,
    );
    console.log(routes.text);
    console.log(
      `\nCPU ms per GET: ${cpuWalk.map((c) => `${c.name} ${c.msPerRequest.toFixed(2)}`).join(', ')}; RSS now: ${watched.map((w) => `${w.name} ${rssMb(w.pid).toFixed(0)} MB`).join(', ')}\n`,
    );

    log(
      `settled after ${(await settle(stack.baseUrl, pools.admin)).toFixed(1)} s, load average ${load()}`,
    );
    const planner = writePlanner(pools, await drawSamplePhoto(1414, 'facade'), random);
    const reads = seededRandom(60);
    let readTurn = 0;
    const next = () => {
      if (reads() < 1 / 6) return planner.next();
      const pair = pairs[readTurn++ % pairs.length]!;
      const caller = callerOf(pair.role);
      return {
        kind: 'read',
        method: 'GET',
        path: pair.route.path(caller.draw),
        headers: caller.token ? { authorization: `Bearer ${caller.token}` } : undefined,
      };
    };
    before = cpuSnapshot(watched);
    const mixed = await runOpenLoop({
      baseUrl: stack.baseUrl,
      rate: 60,
      durationS: WRITE_S,
      next,
      timeoutMs: TIMEOUT_MS,
    });
    const cpuWrites = cpuMsPerRequest(before, cpuSnapshot(watched), mixed.samples.length);
    log(
      `write mix: ${mixed.samples.length} requests in ${WRITE_S} s (${mixed.unanswered} still unanswered at its end); checking ${planner.acked.length} acknowledged writes`,
    );
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const { lost, unchecked } = await lostWrites(planner.acked, secondsLeft() - 90);
    if (unchecked)
      log(`${unchecked} acknowledged writes left unchecked: the run's bound came first`);
    const writes = writeTable(
      mixed.samples.filter((s) => s.kind !== 'read'),
      WRITE_S,
      lost,
      WRITE_KINDS,
    );
    const readRows = routeTable(
      mixed.samples.filter((s) => s.kind === 'read'),
      WRITE_S,
    ).summary.overall;

    const rows = watched.map((w) => ({
      name: w.name,
      rssStart: rssStart.get(w.name)!,
      rssEnd: rssMb(w.pid),
      cpuWalk: cpuWalk.find((c) => c.name === w.name)!.msPerRequest,
      cpuWrites: cpuWrites.find((c) => c.name === w.name)!.msPerRequest,
    }));
    const services = rows.filter(
      (r) => SERVICE_NAMES.includes(r.name as never) || r.name === 'gateway',
    );
    console.log(`\n## bench:scale, scale ${SCALE}, ${new Date().toISOString().slice(0, 16)} UTC\n`);
    console.log(
      `seeding ${seedS.toFixed(1)} s${market.seedS && KEEP ? ' (kept)' : ''}; stack healthy in ${startS.toFixed(1)} s (target ≤ ${TARGETS.startS} s: ${startS <= TARGETS.startS ? 'met' : 'missed'}); load average at the end ${load()}\n`,
    );
    console.log(processTable(rows));
    console.log(
      `\nRSS ≤ ${TARGETS.rssMb} MB per service: ${services.every((r) => Math.max(r.rssStart, r.rssEnd) <= TARGETS.rssMb) ? 'met' : 'missed'}`,
    );
    console.log(
      `\nGETs: ${met} of ${routes.rows.length} route·role pairs met the targets (table above)`,
    );
    console.log(
      `\nWrite mix: 10 writes/s beside 50 reads/s for ${WRITE_S} s; the reads' p50 / p95 / p99 ${readRows.p50.toFixed(0)} / ${readRows.p95.toFixed(0)} / ${readRows.p99.toFixed(0)} ms\n`,
    );
    console.log(writes.text);
  } finally {
    clearTimeout(watchdog);
    await cleanUp();
    log(`load average after: ${load()}`);
  }
}

await main();
process.exit(0);
