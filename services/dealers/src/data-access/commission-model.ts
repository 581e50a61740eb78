import { PROPERTY_ACTIONS } from '@ghar/contracts/constants';
import { COMMISSION_ENTRY_KINDS } from '@ghar/contracts/http';
import { addOutboxFields, type OutboxFields } from '@ghar/platform';
import { Schema, type Connection, type Model } from 'mongoose';
import type { CommissionRecord } from '../domain/dealer';

export type CommissionDoc = Omit<CommissionRecord, 'id'> & {
  _id: string;
  /** Added to the ledger's totals (ledger-totals.ts): a replayed entry is not added twice. */
  counted?: boolean;
} & OutboxFields;

const downlineSchema = new Schema(
  {
    dealerId: { type: String, required: true },
    name: { type: String, default: '' },
    code: { type: String, required: true },
  },
  { _id: false },
);

const schema = new Schema<CommissionDoc>(
  {
    _id: { type: String, required: true },
    dealerId: { type: String, required: true },
    dealerUserId: { type: String, required: true },
    bookingId: { type: String, required: true },
    propertyId: { type: String, required: true },
    propertyTitle: { type: String, default: '' },
    propertyAction: { type: String, enum: PROPERTY_ACTIONS, required: true },
    dealerCode: { type: String, required: true },
    level: { type: Number, required: true },
    kind: { type: String, enum: COMMISSION_ENTRY_KINDS, required: true },
    amountPaise: { type: Number, required: true },
    dealCommissionPaise: { type: Number, required: true },
    basis: { type: String, required: true },
    basisPercent: { type: Number, required: true },
    levelPercent: { type: Number, required: true },
    downline: { type: [downlineSchema], default: [] },
    reverses: String,
    createdAt: { type: Date, required: true },
    counted: Boolean,
  },
  { collection: 'commission_entries', versionKey: false },
);
addOutboxFields(schema);
// The same booking's share of one dealer is written once per kind: a replayed event changes nothing.
schema.index({ bookingId: 1, dealerId: 1, kind: 1 }, { unique: true });
// A booking's entries, a dealer's and a month's (the CSV), newest first with ties by id.
schema.index({ bookingId: 1, createdAt: -1, _id: -1 });
schema.index({ dealerId: 1, createdAt: -1, _id: -1 });
schema.index({ createdAt: -1, _id: -1 });

export function commissionModel(conn: Connection): Model<CommissionDoc> {
  return (
    (conn.models.CommissionEntry as Model<CommissionDoc> | undefined) ??
    conn.model<CommissionDoc>('CommissionEntry', schema)
  );
}
