import { BOOKING_STATUSES } from '@ghar/contracts/constants';
import { BOOKING_STEP_KINDS } from '@ghar/contracts/http';
import { addOutboxFields, type OutboxFields } from '@ghar/platform';
import { Schema, type Connection, type Model } from 'mongoose';
import type { BookingRecord } from '../domain/booking';

export type BookingDoc = Omit<BookingRecord, 'id'> & { _id: string } & OutboxFields;

const historySchema = new Schema(
  {
    /** Not required: entries stored before kinds existed have none (stepKindOf). */
    kind: { type: String, enum: BOOKING_STEP_KINDS },
    status: { type: String, enum: BOOKING_STATUSES, required: true },
    at: { type: Date, required: true },
    by: { type: String, default: null },
    note: { type: String, required: true },
  },
  { _id: false },
);

const schema = new Schema<BookingDoc>(
  {
    _id: { type: String, required: true },
    propertyId: { type: String, required: true },
    property: { type: Schema.Types.Mixed, required: true },
    userId: { type: String, required: true },
    userEmail: { type: String, required: true },
    userName: String,
    status: { type: String, enum: BOOKING_STATUSES, required: true },
    amount: { type: Number, required: true },
    dealerCode: String,
    paymentRef: { type: String, required: true },
    upiReference: String,
    paymentProof: { type: String, required: true },
    paymentConfirmedAt: Date,
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    history: { type: [historySchema], default: [] },
  },
  { collection: 'bookings', versionKey: false },
);
addOutboxFields(schema);
schema.index({ propertyId: 1, status: 1 });
schema.index({ userId: 1, createdAt: -1 });
schema.index({ status: 1, createdAt: 1 });
schema.index({ createdAt: -1 });
// The owner's leads inbox and its count (issue 27), newest first with a stable order.
schema.index({ 'property.ownerId': 1, createdAt: -1, _id: -1 });

export function bookingModel(conn: Connection): Model<BookingDoc> {
  return (
    (conn.models.Booking as Model<BookingDoc> | undefined) ??
    conn.model<BookingDoc>('Booking', schema)
  );
}
