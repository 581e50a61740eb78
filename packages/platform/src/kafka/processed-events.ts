import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKeyError } from '../mongo/connect';

interface ProcessedEvent {
  consumer: string;
  eventId: string;
  outcome: 'handled' | 'dead-lettered';
  processedAt: Date;
}

const processedEventSchema = new Schema<ProcessedEvent>(
  {
    consumer: { type: String, required: true },
    eventId: { type: String, required: true },
    outcome: { type: String, required: true },
    processedAt: { type: Date, required: true },
  },
  { collection: 'processed_events', versionKey: false },
);
// The unique index is what makes a redelivered event a no-op, even across processes.
processedEventSchema.index({ consumer: 1, eventId: 1 }, { unique: true });

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
  return (await model.exists({ consumer, eventId })) !== null;
}

/** What this consumer did with the event, or null if it has not seen it. */
export async function processedOutcome(
  model: Model<ProcessedEvent>,
  consumer: string,
  eventId: string,
): Promise<ProcessedEvent['outcome'] | null> {
  const found = await model.findOne({ consumer, eventId }, { outcome: 1 }).lean();
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
    { consumer, eventId, outcome: 'dead-lettered' },
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
    await model.create({ consumer, eventId, outcome, processedAt: new Date() });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}
