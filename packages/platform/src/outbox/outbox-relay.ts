import type { EventEnvelope } from '@ghar/contracts/events';
import type { Producer } from 'kafkajs';
import type { Logger } from 'pino';
import { publishEvents } from '../kafka/publisher';
import { onOutboxWrite, type OutboxFailure, type OutboxModel } from './outbox-fields';
import { announceParked, type ParkedEvent } from './parked-records';

interface PendingDoc {
  _id: unknown;
  hasPendingEvents?: boolean;
  pendingEvents: EventEnvelope[];
  outboxVersion: number;
  outboxFailure?: OutboxFailure | null;
}

export interface OutboxRelayOptions {
  models: OutboxModel[];
  producer: Producer;
  logger: Logger;
  namespace?: string;
  /** How often written documents (told by onOutboxWrite) are relayed. */
  intervalMs?: number;
  /**
   * The shortest time between scans of every collection for pending outboxes: what an earlier
   * process or another one left (a crash between a write and its publish), writes without a
   * single id, retries. 20 ticks by default, and never less than 10 times the last scan took:
   * on FerretDB a scan reads every document of the collection (seconds for many thousands).
   */
  sweepMs?: number;
  batchSize?: number;
  /** Failed sends of one event (Kafka being unreachable does not count) before it is parked. */
  maxAttempts?: number;
}

/**
 * Kafka or the network being down: every record fails alike, so none is to blame and none is
 * parked; the pass ends and the next one tries again.
 */
const OUTAGE_ERRORS = new Set([
  'KafkaJSConnectionError',
  'KafkaJSConnectionClosedError',
  'KafkaJSNumberOfRetriesExceeded',
  'KafkaJSRequestTimeoutError',
  'KafkaJSBrokerNotFound',
  'KafkaJSLockTimeout',
]);
const isOutage = (error: unknown) => OUTAGE_ERRORS.has((error as Error)?.name);
const describeError = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 1000);

interface Settlement {
  done: Set<string>;
  parked?: ParkedEvent[];
  failure?: OutboxFailure | null;
}

/**
 * Writes back the outbox without the settled (published or parked) events, guarded by the version
 * read so an event appended meanwhile is never lost. (A `$pull` with a condition would be shorter,
 * but FerretDB 1.x accepts it and silently changes nothing, so every such event was published again.)
 */
async function settle(model: OutboxModel, id: unknown, { done, parked, failure }: Settlement) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const fresh = (await model
      .findOne({ _id: id }, { pendingEvents: 1, outboxVersion: 1 })
      .lean()) as unknown as PendingDoc | null;
    if (!fresh) return;
    const remaining = fresh.pendingEvents.filter((event) => !done.has(event.id));
    const written = await model.updateOne(
      { _id: id, outboxVersion: fresh.outboxVersion },
      {
        $set: {
          pendingEvents: remaining,
          hasPendingEvents: remaining.length > 0,
          ...(failure === undefined ? {} : { outboxFailure: failure }),
        },
        ...(parked?.length ? { $push: { parkedEvents: { $each: parked } } } : {}),
      },
    );
    if (written.matchedCount > 0) return;
  }
}

/**
 * Publishes events waiting in aggregates' outboxes, then clears them. A crash after the publish and
 * before the clear publishes again on restart: delivery is at-least-once and consumers dedupe by id.
 * The documents this process writes are relayed by id at the next tick; a sweep over each
 * collection (at start, then every `sweepMs`) catches the rest.
 *
 * An event Kafka refuses (too large, malformed) must not stall everything behind it: the document
 * it sits in is retried event by event while other documents go on; after `maxAttempts` failed
 * passes the event is parked (moved to `parkedEvents`, kept, never retried), announced on
 * `<topic>.dlq` with ids only (see parked-records.ts), and the aggregate's later events follow.
 */
export function startOutboxRelay(options: OutboxRelayOptions) {
  const intervalMs = options.intervalMs ?? 250;
  const sweepMs = options.sweepMs ?? intervalMs * 20;
  const batchSize = options.batchSize ?? 50;
  const maxAttempts = options.maxAttempts ?? 5;
  let running: Promise<void> | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  /** One event at a time, in order, stopping at the first that fails and is not yet to be parked. */
  const relayOneByOne = async (model: OutboxModel, doc: PendingDoc) => {
    const done = new Set<string>();
    const parked: ParkedEvent[] = [];
    let failure: OutboxFailure | null = null;
    let outage: unknown;
    for (const event of doc.pendingEvents) {
      try {
        await publishEvents(options.producer, [event], options.namespace);
        done.add(event.id);
        continue;
      } catch (error) {
        if (isOutage(error)) {
          outage = error;
          break;
        }
        const before = doc.outboxFailure?.eventId === event.id ? doc.outboxFailure.attempts : 0;
        const attempts = before + 1;
        failure = { eventId: event.id, attempts, error: describeError(error) };
        if (attempts < maxAttempts) break;
        const record = {
          event,
          error: failure.error,
          attempts,
          parkedAt: new Date().toISOString(),
        };
        options.logger.error(
          { eventId: event.id, eventType: event.type, attempts, err: error },
          'outbox event parked: it could not be published',
        );
        await announceParked(options.producer, record, options.namespace);
        parked.push(record);
        done.add(event.id);
        failure = null;
      }
    }
    await settle(model, doc._id, { done, parked, failure });
    if (outage) throw outage;
  };

  /** Publishes one document's pending events and clears them; false if some are left. */
  const relayDoc = async (model: OutboxModel, doc: PendingDoc): Promise<boolean> => {
    if (doc.pendingEvents.length === 0) {
      await model.updateOne(
        { _id: doc._id, outboxVersion: doc.outboxVersion },
        { $set: { hasPendingEvents: false } },
      );
      return true;
    }
    try {
      await publishEvents(options.producer, doc.pendingEvents, options.namespace);
    } catch (error) {
      if (isOutage(error)) throw error;
      await relayOneByOne(model, doc);
      return false;
    }
    const cleared = await model.updateOne(
      { _id: doc._id, outboxVersion: doc.outboxVersion },
      { $set: { pendingEvents: [], hasPendingEvents: false } },
    );
    if (cleared.modifiedCount === 0) {
      // New events arrived meanwhile: remove only what was published; the rest goes next pass.
      await settle(model, doc._id, { done: new Set(doc.pendingEvents.map((e) => e.id)) });
      return false;
    }
    return true;
  };

  const PENDING_FIELDS = {
    pendingEvents: 1,
    hasPendingEvents: 1,
    outboxVersion: 1,
    outboxFailure: 1,
  };

  /** Relays up to a batch of pending documents; true when the batch was full (more wait). */
  const sweepModel = async (model: OutboxModel): Promise<boolean> => {
    const docs = (await model
      .find({ hasPendingEvents: true }, PENDING_FIELDS)
      .limit(batchSize)
      .lean()) as unknown as PendingDoc[];
    for (const doc of docs) await relayDoc(model, doc);
    return docs.length === batchSize;
  };

  /** Documents written here since the last tick, by model; keyed by the id's string. */
  const written = new Map<OutboxModel, Map<string, unknown>>();
  const remember = (model: OutboxModel, id: unknown) => {
    const ids = written.get(model) ?? new Map<string, unknown>();
    ids.set(String(id), id);
    written.set(model, ids);
  };

  /** Reads each written document by its id: one document, not a scan. */
  const relayWritten = async (model: OutboxModel) => {
    const ids = [...(written.get(model)?.values() ?? [])];
    written.delete(model);
    for (const [index, id] of ids.entries()) {
      try {
        const doc = (await model
          .findOne({ _id: id }, PENDING_FIELDS)
          .lean()) as unknown as PendingDoc | null;
        if (!doc?.hasPendingEvents) continue;
        // Left over (a failed send, events added meanwhile): tried again next tick.
        if (!(await relayDoc(model, doc))) remember(model, id);
      } catch (error) {
        for (const left of ids.slice(index)) remember(model, left);
        throw error;
      }
    }
  };

  let sweepAt = 0;
  const pass = async () => {
    if (Date.now() >= sweepAt) {
      const started = Date.now();
      sweepAt = started + sweepMs;
      let more = false;
      for (const model of options.models) more = (await sweepModel(model)) || more;
      // A backlog (what a killed process left, an outage) drains at every tick, not per sweep.
      sweepAt = more ? 0 : Math.max(sweepAt, Date.now() + 10 * (Date.now() - started));
    }
    for (const model of options.models) await relayWritten(model);
  };

  const runPass = (): Promise<void> => {
    running ??= pass()
      .catch((error) => options.logger.error({ err: error }, 'outbox relay pass failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      const due = written.size > 0 || Date.now() >= sweepAt;
      void (due ? runPass() : Promise.resolve()).finally(schedule);
    }, intervalMs);
  };
  schedule();
  const unsubscribe = onOutboxWrite((model, id) => {
    if (options.models.includes(model)) remember(model, id);
  });

  return {
    /** Publishes everything pending now, sweep included, instead of waiting for the ticks. */
    flush: async () => {
      await running;
      sweepAt = 0;
      await runPass();
    },
    stop: async () => {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      await running;
    },
  };
}
