import type { EventEnvelope } from '@ghar/contracts/events';
import { Schema, type Model } from 'mongoose';

/**
 * The outbox lives inside the aggregate's own document: MongoDB-compatible servers without
 * multi-document transactions still write one document atomically, so a state change and the
 * events it causes are saved together or not at all (docs/embedded-database.md, "Consequences in the code").
 */
export interface OutboxFields {
  pendingEvents: EventEnvelope[];
  hasPendingEvents: boolean;
  outboxVersion: number;
}

/** The first pending event's failed sends so far; it is parked when they reach the relay's limit. */
export interface OutboxFailure {
  eventId: string;
  attempts: number;
  error: string;
}

type OutboxWriteListener = (model: OutboxModel, id: unknown) => void;
const outboxWriteListeners = new Set<OutboxWriteListener>();

/**
 * Told of every write in this process that left events in a document's outbox, with the
 * document's id: the relay then reads that one document by id instead of scanning the collection
 * for pending outboxes (a full scan on FerretDB, seconds on thousands of listings). Returns the
 * unsubscribe.
 */
export function onOutboxWrite(listener: OutboxWriteListener): () => void {
  outboxWriteListeners.add(listener);
  return () => outboxWriteListeners.delete(listener);
}

const announceOutboxWrite = (model: OutboxModel, id: unknown) => {
  for (const listener of outboxWriteListeners) listener(model, id);
};

/** An `_id` naming one document (not an operator such as `$in`). */
const singleId = (id: unknown) =>
  id !== undefined && id !== null && (id as object).constructor !== Object ? id : undefined;

export function addOutboxFields(schema: Schema): void {
  // Mongoose drops empty objects when it saves (minimize); inside a pending event that would
  // change the event itself, e.g. the dealer signup's `dealerApplication: {}` (an application
  // directly under the company) would vanish before it was published.
  schema.set('minimize', false);
  schema.add({
    pendingEvents: { type: [Schema.Types.Mixed], default: [] },
    hasPendingEvents: { type: Boolean, default: false },
    outboxVersion: { type: Number, default: 0 },
    // Written by the relay only: events Kafka would not take (kept, not retried; see
    // outbox-relay.ts) and the failures counted before one is parked.
    parkedEvents: { type: [Schema.Types.Mixed], default: undefined },
    outboxFailure: { type: Schema.Types.Mixed, default: undefined },
  });
  schema.index({ hasPendingEvents: 1 });
  // Writes with events: create (save), and updateOne / findOneAndUpdate with appendEvents.
  schema.post('save', function (doc) {
    if (doc.get('hasPendingEvents')) announceOutboxWrite(doc.constructor as OutboxModel, doc._id);
  });
  schema.post(['updateOne', 'findOneAndUpdate'], function () {
    const update = this.getUpdate() as { $set?: { hasPendingEvents?: boolean } } | null;
    if (update?.$set?.hasPendingEvents !== true) return;
    const id = singleId(this.getFilter()._id);
    // Without a single id the relay's periodic sweep finds the document.
    if (id !== undefined) announceOutboxWrite(this.model as OutboxModel, id);
  });
}

/** Fields for a new document created together with its events. */
export function withNewEvents(events: EventEnvelope[]): OutboxFields {
  return { pendingEvents: events, hasPendingEvents: events.length > 0, outboxVersion: 1 };
}

/** Update operators that append events to the same write as the state change. */
export function appendEvents(events: EventEnvelope[]) {
  return {
    $push: { pendingEvents: { $each: events } },
    $set: { hasPendingEvents: true },
    $inc: { outboxVersion: 1 },
  };
}

/** Any aggregate model carrying outbox fields; its own document type does not matter to the relay. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type OutboxModel = Model<any>;
