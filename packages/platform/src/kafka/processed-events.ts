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
