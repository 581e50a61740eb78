/**
 * Property search at 100,000 listings, through the gateway: seeds the listings straight into a
 * bench database, starts the real listings service and gateway as child processes on loopback
 * ports, and runs 20 concurrent clients (autocannon) on the default page and five typical filter
 * mixes. Prints p50/p95/p99 and req/s per query, the search model's load time and heap, how long
 * an event-borne new listing takes to become searchable, and the same query straight on the
 * database for comparison. Drops its database when done.
 *
 *   npm run bench:search   (MONGO_URL, KAFKA_BROKERS, REDIS_URL default to the local servers)
 *   BENCH_LISTINGS=20000 BENCH_DURATION=5 npm run bench:search
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { PropertySummary } from '@ghar/contracts/http';
import {
  buildEvent,
  createKafka,
  createLogger,
  createProducer,
  publishEvents,
} from '@ghar/platform';
import autocannon from 'autocannon';
import mongoose from 'mongoose';
import { insertSampleListings } from './load/listing-documents';
import { distinctSearchQueries, skewedPicker } from './load/search-queries';

const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
const KAFKA_BROKERS = process.env.KAFKA_BROKERS ?? '127.0.0.1:9092';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 20;
/** The gateway's micro-cache (ms); 0 sends every request to the service (its own cost). */
const MICRO_CACHE_MS = process.env.BENCH_MICRO_CACHE_MS ?? '500';
/** Distinct realistic queries of the long-tail mix (searches and facet counts), drawn skewed. */
const DISTINCT = Number(process.env.BENCH_DISTINCT ?? 1_000);
/** Keep the seeded database for the next run (seeding 100,000 listings takes minutes). */
const KEEP_DB = process.env.BENCH_KEEP_DB === '1';
const SECRET = `bench-${randomBytes(12).toString('hex')}`;
const RUN = KEEP_DB ? `bench_search_kept_${LISTINGS}` : `bench_search_${Date.now()}`;
const EVENTS_NAMESPACE = `bench_search_${Date.now()}`;
const root = fileURLToPath(new URL('..', import.meta.url));

const QUERIES: [string, string][] = [
  ['default page (FREE, newest first)', ''],
  ['Rent in Jaipur', '?action=RENT&city=Jaipur'],
  [
    'Buy in Rajasthan, ₹20–90 lakh, by price',
    '?action=SELL&state=Rajasthan&minPrice=2000000&maxPrice=9000000&sortBy=price&sortOrder=asc',
  ],
  ['2 BHK flats with parking, by area', '?type=FLAT&bhk=2&parkingAvailable=true&sortBy=area'],
  ['location in Hindi (जोधपुर)', `?location=${encodeURIComponent('जोधपुर')}`],
  [
    'furnished, ₹10–30k/month, Gym, page 3',
    '?furnishingStatus=FURNISHED&minPerMonthCharges=10000&maxPerMonthCharges=30000&amenities=Gym&page=3',
  ],
  // The search page asks for the facet counts beside its results (issue 26 item 3).
  ['facet counts, Rent in Jaipur, 2 BHK', '/search/facets?action=RENT&city=Jaipur&bhk=2'],
];

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** 100,000 believable documents in the listings service's own shape (no outbox events). */
async function seed(db: mongoose.mongo.Db) {
  const started = performance.now();
  const ownerIds = Array.from({ length: 500 }, () => new mongoose.Types.ObjectId().toHexString());
  await insertSampleListings(db, {
    count: LISTINGS,
    ownerIds,
    progress: (done) => process.stdout.write(`\rseeded ${done} / ${LISTINGS}`),
  });
  console.log(` in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

function start(
  name: string,
  dir: string,
  env: Record<string, string>,
  lines: string[],
): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: `${root}${dir}`,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  child.once('exit', (code) => code && console.error(`${name} exited with ${code}`));
  return child;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} not ready after ${timeoutMs} ms`);
}

/**
 * Every response time at full precision (autocannon's histogram has no p95). With `next`, each
 * request takes the next path it draws (the long tail of distinct queries); without, `url`'s.
 */
function measure(url: string, duration: number, next?: () => string) {
  const times: number[] = [];
  return new Promise<{
    rps: number;
    requests: number;
    p: (q: number) => number;
    failed: number;
  }>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration,
        ...(next && { requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }] }),
      },
      (error, result) => {
        if (error) return reject(error);
        const sorted = Float64Array.from(times).sort();
        resolve({
          rps: result.requests.average,
          requests: result.requests.total,
          p: (q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN,
          failed: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, time) => {
      if (status === 200) times.push(time);
    });
  });
}

/** CPU time (user + system, µs) a process has used so far, from /proc (Linux). */
function cpuMicros(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return NaN;
  }
}
const selfMicros = () => {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
};

const ms = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(1)} ms`);

async function main() {
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const conn = await mongoose.createConnection(MONGO_URL, { dbName: RUN }).asPromise();
  const children: ChildProcess[] = [];
  try {
    const seeded = await conn.db!.collection('properties').estimatedDocumentCount();
    if (seeded < LISTINGS) await seed(conn.db!);
    else console.log(`reusing ${seeded} seeded listings in ${RUN}`);
    const [listingsPort, gatewayPort] = [await freePort(), await freePort()];
    const listingsLog: string[] = [];
    const common = {
      MONGO_URL,
      KAFKA_BROKERS,
      REDIS_URL,
      INTERNAL_SIGNING_SECRET: SECRET,
      EVENTS_NAMESPACE,
    };
    const startedAt = performance.now();
    children.push(
      start(
        'listings',
        'services/listings',
        { ...common, PORT: String(listingsPort), MONGO_DB: RUN },
        listingsLog,
      ),
    );
    await waitUntil(
      async () => (await fetch(`http://127.0.0.1:${listingsPort}/healthz`)).ok,
      // The start-up load reads every listing from FerretDB (~0.7 ms each, more on a busy machine).
      Number(process.env.BENCH_START_TIMEOUT_S ?? 1_200) * 1000,
      'listings',
    ).catch((error: unknown) => {
      console.error(listingsLog.slice(-20).join('\n'));
      throw error;
    });
    const startupS = (performance.now() - startedAt) / 1000;
    children.push(
      start(
        'gateway',
        'gateway',
        {
          JWT_SECRET: `${SECRET}-jwt`,
          INTERNAL_SIGNING_SECRET: SECRET,
          REDIS_URL,
          PORT: String(gatewayPort),
          LISTINGS_URL: `http://127.0.0.1:${listingsPort}`,
          MICRO_CACHE_MS,
        },
        [],
      ),
    );
    // A second gateway with its micro-cache off: the long tail of distinct queries is measured
    // both ways (a cache hit says little about a query nobody asked for half a second ago).
    const uncachedPort = await freePort();
    children.push(
      start(
        'gateway (cache off)',
        'gateway',
        {
          JWT_SECRET: `${SECRET}-jwt`,
          INTERNAL_SIGNING_SECRET: SECRET,
          REDIS_URL,
          PORT: String(uncachedPort),
          LISTINGS_URL: `http://127.0.0.1:${listingsPort}`,
          MICRO_CACHE_MS: '0',
        },
        [],
      ),
    );
    const base = `http://127.0.0.1:${gatewayPort}/api/properties`;
    await waitUntil(async () => (await fetch(base)).ok, 60_000, 'gateway');
    const uncachedBase = `http://127.0.0.1:${uncachedPort}/api/properties`;
    await waitUntil(async () => (await fetch(uncachedBase)).ok, 60_000, 'gateway (cache off)');
    const loaded = listingsLog
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((l) => l.msg === 'search model loaded');
    console.log(
      `listings service up in ${startupS.toFixed(1)} s; search model: ${loaded?.listings} listings loaded in ${loaded?.ms} ms, heap added ${loaded?.heapMb} MB`,
    );

    const [listingsChild, gatewayChild, uncachedChild] = children;
    console.log(
      `\n${CONNECTIONS} connections, ${DURATION_S} s each (after 2 s warm-up), through the gateway (micro-cache ${MICRO_CACHE_MS} ms); CPU µs per request of each process:`,
    );
    console.log(
      '| query | total | req/s | p50 | p95 | p99 | CPU gateway | CPU listings | CPU client |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const [label, query] of QUERIES) {
      const url = `${base}${query}`;
      // A page says how many it matched; the facet counts say how many a choice would find.
      const body = (await (await fetch(url)).json()) as {
        data: { pagination?: { total: number }; types?: Record<string, number> };
      };
      const total =
        body.data.pagination?.total ??
        `${Object.values(body.data.types ?? {}).reduce((sum, count) => sum + count, 0)} by type`;
      await measure(url, 2);
      const cpuBefore = [cpuMicros(gatewayChild?.pid), cpuMicros(listingsChild?.pid), selfMicros()];
      const r = await measure(url, DURATION_S);
      const [gatewayCpu, listingsCpu, clientCpu] = [
        cpuMicros(gatewayChild?.pid),
        cpuMicros(listingsChild?.pid),
        selfMicros(),
      ].map((after, i) => Math.round((after - cpuBefore[i]!) / r.requests));
      console.log(
        `| ${label} | ${total} | ${Math.round(r.rps)} | ${ms(r.p(0.5))} | ${ms(r.p(0.95))} | ${ms(r.p(0.99))} | ${gatewayCpu} µs | ${listingsCpu} µs | ${clientCpu} µs |`,
      );
      if (r.failed > 0) console.log(`  ! ${r.failed} failed requests`);
    }

    // The long tail: distinct queries drawn with a Zipf-like skew, searches and facet counts
    // apart, through the cached and the uncached gateway.
    const distinct = distinctSearchQueries(DISTINCT);
    const mixes: [string, string[]][] = [
      ['searches', distinct.filter((query) => !query.startsWith('/search/facets'))],
      ['facet counts', distinct.filter((query) => query.startsWith('/search/facets'))],
    ];
    console.log(
      `\nThe long tail: ${distinct.length} distinct queries (cities in English and Hindi, localities with typos, BHK, budgets, quick filters, sorts, pages), drawn with a 1/k skew, ${DURATION_S} s each:`,
    );
    console.log(
      '| mix | cache | distinct | req/s | p50 | p95 | p99 | CPU gateway | CPU listings |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const [label, queries] of mixes) {
      for (const [cache, origin, child] of [
        [`${MICRO_CACHE_MS} ms`, base, gatewayChild],
        ['off', uncachedBase, uncachedChild],
      ] as const) {
        const prefix = new URL(origin).pathname;
        const next = skewedPicker(queries);
        await measure(new URL(origin).origin, 2, () => `${prefix}${next()}`);
        const cpuBefore = [cpuMicros(child?.pid), cpuMicros(listingsChild?.pid)];
        const r = await measure(new URL(origin).origin, DURATION_S, () => `${prefix}${next()}`);
        const [gatewayCpu, listingsCpu] = [
          cpuMicros(child?.pid),
          cpuMicros(listingsChild?.pid),
        ].map((after, i) => Math.round((after - cpuBefore[i]!) / r.requests));
        console.log(
          `| ${label} | ${cache} | ${queries.length} | ${Math.round(r.rps)} | ${ms(r.p(0.5))} | ${ms(r.p(0.95))} | ${ms(r.p(0.99))} | ${gatewayCpu} µs | ${listingsCpu} µs |`,
        );
        if (r.failed > 0) console.log(`  ! ${r.failed} failed requests`);
      }
    }

    // Freshness: a listing written by another instance reaches this one through listings.events.
    const kafka = createKafka({
      clientId: 'bench-search',
      brokers: KAFKA_BROKERS.split(','),
      logger: createLogger({ service: 'bench-search', level: 'warn' }),
    });
    const producer = createProducer(kafka);
    await producer.connect();
    const id = new mongoose.Types.ObjectId().toHexString();
    const now = new Date().toISOString();
    const title = `Fresh listing ${id}`;
    const summary: PropertySummary = {
      id,
      title,
      type: 'FLAT',
      action: 'RENT',
      registeredAs: 'OWNER',
      city: 'Pali',
      state: 'Rajasthan',
      noticePeriod: 1,
      allowedTenants: 'FAMILY',
      furnishingStatus: 'UNFURNISHED',
      amenities: [],
      mediaUrls: [],
      media: [],
      status: 'FREE',
      owner: { name: 'Bench' },
      createdAt: now,
      updatedAt: now,
    };
    const event = buildEvent(
      'PropertyAdded',
      id,
      {
        propertyId: id,
        title,
        ownerId: id,
        ownerEmail: 'b@bench.local',
        type: 'FLAT',
        action: 'RENT',
        status: 'FREE',
        city: 'Pali',
        state: 'Rajasthan',
        mediaUrls: [],
        version: 1,
        listing: summary,
      },
      { source: 'listings' },
    );
    const sent = performance.now();
    await publishEvents(producer, [event], EVENTS_NAMESPACE);
    await waitUntil(
      async () =>
        (
          (await (await fetch(`${base}?location=${encodeURIComponent(title)}`)).json()) as {
            data: { pagination: { total: number } };
          }
        ).data.pagination.total === 1,
      30_000,
      'fresh listing',
    );
    console.log(
      `\nnew listing from another instance searchable after ${ms(performance.now() - sent)} (event published → found through the gateway)`,
    );
    await producer.disconnect();

    const dbStarted = performance.now();
    await conn
      .db!.collection('properties')
      .find({ status: 'FREE', deletedAt: null })
      .sort({ createdAt: -1 })
      .limit(12)
      .toArray();
    console.log(
      `the default page straight on the database (find FREE, sort createdAt desc, limit 12): ${ms(performance.now() - dbStarted)}`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    if (!KEEP_DB) await conn.dropDatabase().catch(() => undefined);
    await conn.close();
    console.log(
      `load average after: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  }
}

await main();
process.exit(0);
