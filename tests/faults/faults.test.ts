import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { TOPICS } from '@ghar/contracts/events';
import type { DealersSettings } from '@ghar/contracts/http';
import { ensureTopics, topicName } from '@ghar/platform';
import {
  SERVICE_NAMES,
  StackStartError,
  startStack,
  type Stack,
  type StackProcessName,
  type StartStackOptions,
} from '@ghar/local-infra';
import { getTestInfra, type TestInfra } from '@ghar/testing';
import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driveBookings } from './support/booking-driver';
import { restartUntilReady, scheduleChaos, type KillTarget } from './support/chaos';
import {
  checkBookings,
  checkDeadLetters,
  checkDeleteRaces,
  checkLedger,
  checkNotifications,
  checkPropertyStatuses,
  eventOf,
  ledgerRows,
  type BookingRow,
} from './support/checks';
import { raceDeletesWithBookings, type DeleteRace } from './support/delete-race';
import { call, clientCounts, dataOf } from './support/fault-client';
import {
  consumerLag,
  kafkaClient,
  produceAgain,
  readTopic,
  withAdmin,
  type TopicMessage,
} from './support/kafka-state';
import { startPrivateKafka, type PrivateKafka } from './support/private-kafka';
import { startPrivateMongo } from './support/private-mongo';
import { seedActors } from './support/seed-actors';
import { seededRandom } from './support/seeded-random';
import { send } from '../system/support/gateway-client';

// Issue 14 item 1: bookings with dealer codes through the gateway while the broker and the
// services are killed, events delivered twice; then every effect is checked exactly once from
// the databases and the APIs. The defaults are the small run of `npm test` (issue 25: 30
// bookings, one broker kill, two service kills, one database kill, within the CI's 20 minutes);
// `npm run test:faults` sets the full size through these variables.
const SEED = Number(process.env.FAULTS_SEED ?? Math.floor(Math.random() * 1_000_000_000));
const TARGET = Number(process.env.FAULTS_BOOKINGS ?? 30);
const SERVICE_KILLS = Number(process.env.FAULTS_SERVICE_KILLS ?? 2);
const BROKER_KILLS = Number(process.env.FAULTS_BROKER_KILLS ?? 1);
// Issue 24: the database server too (FerretDB and its gate, SIGKILL mid-write): nothing it
// acknowledged may be lost.
const DATABASE_KILLS = Number(process.env.FAULTS_DATABASE_KILLS ?? 1);
const LANES = Number(process.env.FAULTS_LANES ?? 6);
const DELETE_RACES = 6;
// Consumers on FerretDB slow down as the collections grow (a query on anything but _id reads
// every document): 1,000 bookings leave a few thousand events to catch up on after the kills.
const CONVERGE_WITHIN_MS = Math.max(15, Math.ceil(TARGET * 0.045)) * 60_000;
const log = (line: string) => console.error(`[faults seed=${SEED}] ${line}`);

const runId = randomBytes(4).toString('hex');
const namespace = `f${runId}`;
const dbSuffix = `_f${runId}`;
const admin = { email: `admin-${runId}@ghar.test`, password: `Ghar@${runId}Test1` };

let infra: TestInfra;
let kafka: PrivateKafka;
let mongo: Awaited<ReturnType<typeof startPrivateMongo>>;
let stack: Stack;
const crashes: string[] = [];
const dbs = new Map<StackProcessName, Connection>();

beforeAll(async () => {
  log(
    `seed ${SEED}, ${TARGET} bookings, ${SERVICE_KILLS} service kills, ${BROKER_KILLS} broker kills, ${DATABASE_KILLS} database kills (replay: FAULTS_SEED=${SEED})`,
  );
  infra = await getTestInfra();
  const dir = await mkdtemp(join(tmpdir(), `ghar-faults-${runId}-`));
  kafka = await startPrivateKafka(dir);
  mongo = await startPrivateMongo(dir);
  log(`private Kafka ${kafka.brokers} (pid ${kafka.pid()}), logs in ${dir}/logs`);
  // The topics exist before the services start, as in a deployment: five services creating them
  // at once on a fresh broker of a loaded machine left auth hanging at start-up (see the report).
  await ensureTopics(
    kafkaClient(kafka.brokers),
    Object.values(TOPICS).map((base) => topicName(base, namespace)),
  );
  stack = await startStackRetried(dir, {
    infra: { mongoUrl: mongo.url, redisUrl: infra.redisUrl, kafkaBrokers: kafka.brokers },
    serveWeb: false,
    dbSuffix,
    eventsNamespace: namespace,
    env: {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      UPLOADS_DIR: join(dir, 'uploads'),
      LOGIN_MAX_FAILURES_PER_IP: '100000',
      SIGNUP_MAX_PER_IP: '100000',
    },
    // A supervisor: whatever dies by itself (e.g. on losing the broker) is started again.
    onUnexpectedExit: (name, reason) => {
      crashes.push(`${name} (${reason})`);
      log(`${name} exited by itself (${reason}); restarting it`);
      void restartUntilReady(stack, name).catch((error: unknown) =>
        log(`restart of ${name} failed: ${String(error)}`),
      );
    },
  });
  Object.assign(process.env, {
    GHAR_BASE_URL: stack.baseUrl,
    GHAR_ADMIN_EMAIL: admin.email,
    GHAR_ADMIN_PASSWORD: admin.password,
  });
  for (const name of SERVICE_NAMES) {
    dbs.set(
      name,
      await mongoose.createConnection(mongo.url, { dbName: `ghar_${name}${dbSuffix}` }).asPromise(),
    );
  }
});

afterAll(async () => {
  await Promise.all([...dbs.values()].map((conn) => conn.close()));
  await stack?.stop();
  await kafka?.stop();
  await mongo?.stop();
  await infra?.stop();
});

/**
 * The start-up is not what this test is about: on a loaded machine a service has hung at start-up
 * (auth, silently, before 'admin account checked'; reported), so a stack that does not come up
 * is started again, as an operator would, at most three times.
 */
async function startStackRetried(
  dir: string,
  options: Omit<StartStackOptions, 'logDir'>,
): Promise<Stack> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startStack({
        ...options,
        logDir: join(dir, `logs-${attempt}`),
        readyTimeoutMs: 240_000,
      });
    } catch (error) {
      if (!(error instanceof StackStartError) || attempt >= 3) throw error;
      log(`stack start ${attempt} failed, starting again: ${error.message.split('\n')[0]}`);
    }
  }
}

const topic = (base: string) => `${namespace}.${base}`;

/**
 * Polls the observable state, not the clock: every group at the end of its topics, then every
 * outbox empty. Outboxes are counted only once the consumers have caught up: on FerretDB a count
 * reads every document of a collection, and counting them all every 2 s (seconds of work with
 * 1,000 bookings) kept the database from the consumers the test was waiting for.
 */
async function converged(client: ReturnType<typeof kafkaClient>) {
  const started = Date.now();
  let last = '';
  let logged = 0;
  while (Date.now() - started < CONVERGE_WITHIN_MS) {
    const lags = await consumerLag(client, namespace).catch((error: unknown) => [String(error)]);
    const behind = lags.filter((lag) => typeof lag === 'string' || lag.committed < lag.end);
    if (behind.length === 0 && lags.length > 0) {
      let pending = 0;
      for (const conn of dbs.values()) {
        for (const { name } of await conn.db!.listCollections().toArray()) {
          pending += await conn.collection(name).countDocuments({ hasPendingEvents: true });
        }
      }
      if (pending === 0) return Date.now() - started;
      last = `consumers caught up, ${pending} outboxes pending`;
    } else {
      last = `${behind.length} partitions behind ${JSON.stringify(behind.slice(0, 3))}`;
    }
    if (Date.now() - logged >= 30_000) {
      logged = Date.now();
      log(`converging: ${last}`);
    }
    await sleep(3_000);
  }
  throw new Error(`no convergence within ${CONVERGE_WITHIN_MS / 60_000} min: ${last}`);
}

async function redeliverSample(client: ReturnType<typeof kafkaClient>, fraction: number) {
  const random = seededRandom(SEED + 17);
  const messages: TopicMessage[] = [];
  for (const base of ['bookings.events', 'dealers.events', 'listings.events']) {
    messages.push(...(await readTopic(client, topic(base))));
  }
  const sample = messages.filter(() => random.chance(fraction));
  await produceAgain(client, sample);
  return sample;
}

describe('bookings under faults (issue 14)', () => {
  it(
    'when the broker and services are killed mid-run and events come twice, then no booking, commission or notification is lost or doubled',
    async () => {
      const random = seededRandom(SEED);
      const client = kafkaClient(kafka.brokers);
      const propertyCount = Math.max(12, Math.ceil(TARGET / 5));
      const seedStarted = Date.now();
      const { actors, properties: all } = await seedActors({
        random,
        tag: runId,
        properties: propertyCount + DELETE_RACES,
        owners: 6,
        bookers: 12,
      });
      const properties = all.slice(0, propertyCount);
      const raced = all.slice(propertyCount);
      log(`seeded ${all.length} listings, 3 dealers, 18 users in ${Date.now() - seedStarted} ms`);
      const settingsView = dataOf<{ sections: { dealers?: { values: DealersSettings } } }>(
        await call({ method: 'get', path: '/api/admin/settings', token: actors.admin.token }),
        'admin settings',
      );
      // The seeded listings' shares are stated for the spec's default commission terms.
      expect(settingsView.sections.dealers?.values).toMatchObject({
        salePercent: 2,
        rentRule: 'ONE_MONTH_RENT',
        levelSplitPercent: [40, 10, 5],
      });

      // One read through the gateway that needs the killed process (the broker: every service's
      // readiness, which includes its Kafka client).
      const probePaths: Record<KillTarget, string> = {
        auth: '/api/auth/me',
        listings: '/api/properties?limit=1',
        bookings: '/api/bookings?limit=1',
        dealers: '/api/admin/dealer-tree',
        notifications: '/api/notifications',
        gateway: '/api/readyz',
        kafka: '/api/readyz',
        mongo: '/api/readyz',
      };
      const probe = async (target: KillTarget) =>
        (await send({ method: 'get', path: probePaths[target], token: actors.admin.token }))
          .status === 200;
      const chaos = scheduleChaos({
        stack,
        kafka,
        mongo,
        random,
        target: TARGET,
        serviceKills: SERVICE_KILLS,
        brokerKills: BROKER_KILLS,
        databaseKills: DATABASE_KILLS,
        probe,
        log,
      });
      const side: Array<Promise<unknown>> = [];
      let races: DeleteRace[] = [];
      const redelivered: TopicMessage[] = [];
      let raceStarted = false;
      let redeliveryStarted = false;
      const driveStarted = Date.now();
      const { intents, counts, stuck } = await driveBookings({
        seed: SEED,
        actors,
        properties,
        target: TARGET,
        lanes: LANES,
        runTag: runId,
        onProgress: (sent) => {
          chaos.onProgress(sent);
          if (!raceStarted && sent >= TARGET * 0.4) {
            raceStarted = true;
            side.push(raceDeletesWithBookings(actors, raced, runId).then((done) => (races = done)));
          }
          if (!redeliveryStarted && sent >= TARGET * 0.5) {
            redeliveryStarted = true;
            side.push(redeliverSample(client, 0.03).then((sample) => redelivered.push(...sample)));
          }
          if (sent % 100 === 0)
            log(`${sent} bookings sent, ${clientCounts.retries} retries so far`);
        },
      });
      const driveMs = Date.now() - driveStarted;
      await chaos.finish(counts.sent);
      await Promise.all(side);
      redelivered.push(...(await redeliverSample(client, 0.02)));
      const convergeMs = await converged(client);
      log(
        `driven in ${Math.round(driveMs / 1000)} s; converged ${Math.round(convergeMs / 1000)} s after the last kill`,
      );

      // What the databases and the APIs say now.
      const bookingRows = (await dbs
        .get('bookings')!
        .collection('bookings')
        .find({ paymentRef: { $regex: `^UTR${runId.toUpperCase()}` } })
        .toArray()) as unknown as BookingRow[];
      const bookingIds = new Set(bookingRows.map((row) => row._id));
      const listingRows = await dbs.get('listings')!.collection('properties').find({}).toArray();
      const dbStatus = new Map(
        listingRows.map((row) => [String(row._id), row.deletedAt ? 'DELETED' : String(row.status)]),
      );
      const apiStatus = new Map<string, string | undefined>();
      for (const property of properties) {
        const answer = await call({ method: 'get', path: `/api/properties/${property.id}` });
        apiStatus.set(
          property.id,
          answer.status === 200
            ? dataOf<{ status: string }>(answer, 'detail').status
            : `HTTP ${answer.status}`,
        );
      }
      const searchStatus = new Map<string, string | undefined>();
      for (let page = 1; ; page += 1) {
        const found = dataOf<{ properties: { id: string; status: string }[]; totalPages?: number }>(
          await call({
            method: 'get',
            path: `/api/properties?location=Faults${runId}&limit=50&page=${page}`,
          }),
          'search',
        );
        for (const item of found.properties) searchStatus.set(item.id, item.status);
        if (found.properties.length < 50) break;
      }
      // Search lists FREE listings (BOOKED ones leave it): absent means not FREE.
      for (const property of properties)
        if (!searchStatus.has(property.id)) searchStatus.set(property.id, 'BOOKED');

      const ledger = await ledgerRows(dbs.get('dealers')!, bookingIds);
      const notificationRows = await dbs
        .get('notifications')!
        .collection('notifications')
        .find({}, { projection: { sourceEventId: 1, type: 1 } })
        .toArray();
      const bySource = new Map<string, number>();
      for (const row of notificationRows)
        bySource.set(String(row.sourceEventId), (bySource.get(String(row.sourceEventId)) ?? 0) + 1);
      const notified = new Set([
        'BookingCreated',
        'BookingApproved',
        'BookingRejected',
        'BookingUnbooked',
        'CommissionEarned',
        'CommissionReversed',
      ]);
      const events = [
        ...(await readTopic(client, topic('bookings.events'))),
        ...(await readTopic(client, topic('dealers.events'))),
      ]
        .map(eventOf)
        .filter(
          (event): event is { id: string; type: string } => !!event && notified.has(event.type),
        );
      const dlqTopics = await withAdmin(client, async (admin) =>
        (await admin.listTopics()).filter(
          (name) => name.startsWith(`${namespace}.`) && name.endsWith('.dlq'),
        ),
      );
      const letters = (await Promise.all(dlqTopics.map((name) => readTopic(client, name)))).flat();

      let handled = 0;
      let deadLettered = 0;
      let suppressed = 0;
      const redeliveredIds = new Set(redelivered.map((message) => eventOf(message)?.id));
      for (const conn of dbs.values()) {
        const processed = await conn.collection('processed_events').find({}).toArray();
        handled += processed.filter((row) => row.outcome === 'handled').length;
        deadLettered += processed.filter((row) => row.outcome === 'dead-lettered').length;
        // Each consumer that handled a redelivered event once got it twice: the second was skipped.
        suppressed += processed.filter((row) => redeliveredIds.has(String(row.eventId))).length;
      }

      const ledgerCheck = checkLedger(bookingRows, ledger, properties, actors.dealers);
      const problems = [
        ...checkBookings(bookingRows, intents),
        ...checkPropertyStatuses('listings DB', properties, bookingRows, dbStatus),
        ...checkPropertyStatuses('detail API', properties, bookingRows, apiStatus),
        ...checkPropertyStatuses('search API', properties, bookingRows, searchStatus),
        ...ledgerCheck.problems,
        ...checkNotifications(events, bySource),
        ...checkDeadLetters(
          letters,
          notificationRows.map((row) => String(row.sourceEventId)),
        ),
        ...checkDeleteRaces(races, bookingRows),
      ];

      const kills = chaos.records;
      const serviceKills = kills.filter((k) => k.target !== 'kafka' && k.target !== 'mongo');
      const report = [
        `seed ${SEED} (replay: FAULTS_SEED=${SEED} FAULTS_BOOKINGS=${TARGET})`,
        `bookings sent ${counts.sent} (stored ${bookingRows.length}): approved ${counts.approvals}, unbooked ${counts.unbooks}, rejected ${counts.rejects}, rivals ${counts.rivals}, delete races ${races.length}`,
        `events processed ${handled} (consumer-handled), duplicates suppressed ${suppressed} (of ${redelivered.length} re-produced messages), retries ${clientCounts.retries} of ${clientCounts.calls} calls, dead letters ${letters.length} (processed_events dead-lettered ${deadLettered})`,
        `commission net ${ledgerCheck.ledgerNetPaise} paise (rule ${ledgerCheck.expectedNetPaise}), ${ledger.length} ledger entries; ${events.length} notified events`,
        `kills: ${serviceKills.length} services, ${kills.filter((k) => k.target === 'kafka').length} broker, ${kills.filter((k) => k.target === 'mongo').length} database; self-exits restarted ${crashes.length}${crashes.length ? ` (${crashes.join(', ')})` : ''}`,
        ...kills.map(
          (k) =>
            `  ${k.target.padEnd(13)} at booking ${String(k.atBooking).padStart(5)}: ready after ${k.readyMs} ms, next end-to-end success after ${k.endToEndMs ?? '—'} ms`,
        ),
        `properties that refused bookings (409) for 180 s after an unbooking: ${stuck.length}${stuck.length ? ` (${stuck.join(', ')})` : ''}`,
        `delete races: ${races.map((race) => `DELETE ${race.deleteStatus}/book ${race.bookingStatus}`).join(', ')}`,
        `drive ${Math.round(driveMs / 1000)} s (${((counts.sent / driveMs) * 60_000).toFixed(0)} bookings/min), convergence ${Math.round(convergeMs / 1000)} s`,
        `problems: ${problems.length}`,
        ...problems.slice(0, 40).map((problem) => `  ${problem}`),
      ];
      console.log(report.map((line) => `[faults] ${line}`).join('\n'));

      expect(problems).toEqual([]);
      expect(kills.filter((k) => k.target === 'kafka')).toHaveLength(BROKER_KILLS);
      expect(kills.filter((k) => k.target === 'mongo')).toHaveLength(DATABASE_KILLS);
      expect(serviceKills.length).toBeGreaterThanOrEqual(SERVICE_KILLS);
    },
    4 * 3_600_000,
  );
});
