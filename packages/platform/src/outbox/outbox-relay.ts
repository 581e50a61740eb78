import type { EventEnvelope } from '@ghar/contracts';
import type { Producer } from 'kafkajs';
import type { Logger } from 'pino';
import { publishEvents } from '../kafka/publisher';
import type { OutboxModel } from './outbox-fields';

interface PendingDoc {
  _id: unknown;
  pendingEvents: EventEnvelope[];
  outboxVersion: number;
}

export interface OutboxRelayOptions {
  models: OutboxModel[];
  producer: Producer;
  logger: Logger;
  namespace?: string;
  intervalMs?: number;
  batchSize?: number;
}

/**
 * Writes back the outbox without the published events, guarded by the version read so an event
 * appended meanwhile is never lost. (A `$pull` with a condition would be shorter, but FerretDB
 * 1.x accepts it and silently changes nothing, so every such event was published again.)
 */
async function removePublished(model: OutboxModel, id: unknown, published: Set<string>) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const fresh = (await model
      .findOne({ _id: id }, { pendingEvents: 1, outboxVersion: 1 })
      .lean()) as unknown as PendingDoc | null;
    if (!fresh) return;
    const remaining = fresh.pendingEvents.filter((event) => !published.has(event.id));
    const written = await model.updateOne(
      { _id: id, outboxVersion: fresh.outboxVersion },
      { $set: { pendingEvents: remaining, hasPendingEvents: remaining.length > 0 } },
    );
    if (written.matchedCount > 0) return;
  }
}

/**
 * Publishes events waiting in aggregates' outboxes, then clears them. A crash after the publish and
 * before the clear publishes again on restart: delivery is at-least-once and consumers dedupe by id.
 */
export function startOutboxRelay(options: OutboxRelayOptions) {
  const intervalMs = options.intervalMs ?? 250;
  const batchSize = options.batchSize ?? 50;
  let running: Promise<void> | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const relayModel = async (model: OutboxModel) => {
    const docs = (await model
      .find({ hasPendingEvents: true }, { pendingEvents: 1, outboxVersion: 1 })
      .limit(batchSize)
      .lean()) as unknown as PendingDoc[];
    for (const doc of docs) {
      if (doc.pendingEvents.length === 0) {
        await model.updateOne(
          { _id: doc._id, outboxVersion: doc.outboxVersion },
          { $set: { hasPendingEvents: false } },
        );
        continue;
      }
      await publishEvents(options.producer, doc.pendingEvents, options.namespace);
      const cleared = await model.updateOne(
        { _id: doc._id, outboxVersion: doc.outboxVersion },
        { $set: { pendingEvents: [], hasPendingEvents: false } },
      );
      if (cleared.modifiedCount === 0) {
        // New events arrived meanwhile: remove only what was published; the rest goes next pass.
        await removePublished(model, doc._id, new Set(doc.pendingEvents.map((e) => e.id)));
      }
    }
  };

  const pass = async () => {
    for (const model of options.models) await relayModel(model);
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
      void runPass().finally(schedule);
    }, intervalMs);
  };
  schedule();

  return {
    /** Publish now instead of waiting for the next tick (call after a write for low latency). */
    flush: async () => {
      await running;
      await runPass();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
