import { DEALER_STATUSES } from '@ghar/contracts/constants';
import { addOutboxFields, type OutboxFields } from '@ghar/platform';
import { Schema, type Connection, type Model } from 'mongoose';
import type { DealerRecord } from '../domain/dealer';

export type DealerDoc = Omit<DealerRecord, 'id'> & { _id: string } & OutboxFields;

const schema = new Schema<DealerDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    status: { type: String, enum: DEALER_STATUSES, required: true },
    referralCode: { type: String, required: true },
    sponsorId: { type: String, default: null },
    level: { type: Number, required: true },
    createdAt: { type: Date, required: true },
    decidedAt: Date,
    decidedBy: String,
  },
  { collection: 'dealers', versionKey: false },
);
addOutboxFields(schema);
schema.index({ referralCode: 1 }, { unique: true });
schema.index({ userId: 1, createdAt: -1, _id: -1 });

export function dealerModel(conn: Connection): Model<DealerDoc> {
  return (
    (conn.models.Dealer as Model<DealerDoc> | undefined) ?? conn.model<DealerDoc>('Dealer', schema)
  );
}
