import { DEAD_LETTER_STATUSES, type DeadLetterStatus } from '@ghar/contracts/http';
import type { DeadLetterMessage } from '@ghar/platform';
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import type { DeadLetterAction } from '../domain/dead-letter';

/** A `.dlq` message as it arrived (platform's reading of it), with this service's bookkeeping. */
export interface DeadLetterDoc extends DeadLetterMessage {
  _id: Types.ObjectId;
  receivedAt: Date;
  status: DeadLetterStatus;
  history: DeadLetterAction[];
}

const actionSchema = new Schema<DeadLetterAction>(
  {
    action: { type: String, required: true },
    by: { userId: { type: String, required: true }, email: String },
    at: { type: Date, required: true },
    note: String,
    mended: Boolean,
    replayedTo: String,
    sentValue: String,
  },
  { _id: false },
);

const deadLetterSchema = new Schema<DeadLetterDoc>(
  {
    dlqTopic: { type: String, required: true },
    partition: { type: Number, required: true },
    offset: { type: String, required: true },
    sourceTopic: { type: String, required: true },
    consumer: { type: String, required: true },
    parked: { type: Boolean, required: true },
    eventId: String,
    eventType: String,
    error: { type: String, required: true },
    attempts: { type: Number, required: true },
    key: String,
    value: { type: String, default: '' },
    headers: { type: [{ _id: false, name: String, value: String }], default: [] },
    receivedAt: { type: Date, required: true },
    status: { type: String, enum: DEAD_LETTER_STATUSES, required: true, default: 'OPEN' },
    history: { type: [actionSchema], default: [] },
  },
  { collection: 'dead_letters', versionKey: false },
);
// One record per dlq message: a redelivered message is a no-op, even across instances.
deadLetterSchema.index({ dlqTopic: 1, partition: 1, offset: 1 }, { unique: true });
// The admin's list, newest first with ties by id, for each filter set: status, and the topic,
// which matches the source or the dlq topic (an `$or`: one index per branch). Issue 24.
const NEWEST_FIRST = { receivedAt: -1, _id: -1 } as const;
deadLetterSchema.index({ ...NEWEST_FIRST });
deadLetterSchema.index({ status: 1, ...NEWEST_FIRST });
for (const topic of ['sourceTopic', 'dlqTopic']) {
  deadLetterSchema.index({ [topic]: 1, ...NEWEST_FIRST });
  deadLetterSchema.index({ status: 1, [topic]: 1, ...NEWEST_FIRST });
}

export type DeadLetterModel = Model<DeadLetterDoc>;

export function deadLetterModel(conn: Connection): DeadLetterModel {
  return (
    (conn.models.DeadLetter as DeadLetterModel | undefined) ??
    conn.model<DeadLetterDoc>('DeadLetter', deadLetterSchema)
  );
}
