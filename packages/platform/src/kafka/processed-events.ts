import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKeyError } from '../mongo/connect';

interface ProcessedEvent {
  _id: string;
  consumer: string;
  eventId: string;
  outcome: 'handled' | 'dead-lettered';
  processedAt: Date;
}

/**
 * A record's id is its consumer and event: every delivery looks its record up by `_id` alone,
 * the one query FerretDB 1.x answers without reading the whole collection (records grow with
 * every event handled; with an ObjectId id each lookup was a scan, ~130 µs a record).
 * Records written before this (ObjectId ids) are not consulted: an event handled before the
 * upgrade and delivered again after it would be handled again, so upgrade with every consumer
 * at the end of its topics (as a deploy that drains first leaves them).
 */
const recordId = (consumer: string, eventId: string) => `${consumer}:${eventId}`;

const processedEventSchema = new Schema<ProcessedEvent>(
  {
    _id: { type: String },
    consumer: { type: String, required: true },
    eventId: { type: String, required: true },
    outcome: { type: String, required: true },
    processedAt: { type: Date, required: true },
  },
  { collection: 'processed_events', versionKey: false },
);
// The unique id (and index) is what makes a redelivered event a no-op, even across processes.
processedEventSchema.index({ consumer: 1, eventId: 1 }, { unique: true });
processedEventSchema.pre('validate', function () {
  this._id ??= recordId(this.consumer, this.eventId);
});

export function processedEventsModel(conn: Connection): Model<ProcessedEvent> {
  return (
    (conn.models.ProcessedEvent as Model<ProcessedEvent> | undefined) ??
    conn.model<ProcessedEvent>('ProcessedEvent', processedEventSchema)
  );
}

export async function wasProcessed(
  model: Model<ProcessedEvent>,
  consumer: string,
  eventId: string,
): Promise<boolean> {
  return (await model.exists({ _id: recordId(consumer, eventId) })) !== null;
}

/** What this consumer did with the event, or null if it has not seen it. */
export async function processedOutcome(
  model: Model<ProcessedEvent>,
  consumer: string,
  eventId: string,
): Promise<ProcessedEvent['outcome'] | null> {
  const found = await model.findOne({ _id: recordId(consumer, eventId) }, { outcome: 1 }).lean();
  return found ? found.outcome : null;
}

/**
 * A replayed dead letter that now succeeded: 'dead-lettered' becomes 'handled'. Conditional on the
 * old outcome, so it never rewrites a record another run already turned to 'handled'.
 */
export async function markReplayHandled(
  model: Model<ProcessedEvent>,
  consumer: string,
  eventId: string,
): Promise<void> {
  await model.updateOne(
    { _id: recordId(consumer, eventId), outcome: 'dead-lettered' },
    { $set: { outcome: 'handled', processedAt: new Date() } },
  );
}

export async function markProcessed(
  model: Model<ProcessedEvent>,
  consumer: string,
  eventId: string,
  outcome: ProcessedEvent['outcome'],
): Promise<void> {
  try {
    await model.create({
      _id: recordId(consumer, eventId),
      consumer,
      eventId,
      outcome,
      processedAt: new Date(),
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}
