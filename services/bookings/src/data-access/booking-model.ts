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
// Every list reads newest first with `_id` breaking ties, so each index ends in both (issue 24
// item 3: the sort is served by the index, never made in memory).
// A property's PENDING rivals (approval, a deleted property) and their capped count (the badge).
schema.index({ propertyId: 1, status: 1, createdAt: -1, _id: -1 });
// My bookings.
schema.index({ userId: 1, createdAt: -1, _id: -1 });
// The owner's leads inbox and its count (issue 27).
schema.index({ 'property.ownerId': 1, createdAt: -1, _id: -1 });
// The owner's CONFIRMED bookings (for-my-properties).
schema.index({ 'property.ownerId': 1, status: 1, createdAt: -1, _id: -1 });
// The admin list (with and without a status), the expiry sweep (PENDING by age) and the
// payments list (by month). The admin search's fields come last: its regex is matched on the
// index's keys while it is walked in the list's order, not on each document.
const ADMIN_SEARCH = { 'property.title': 1, userName: 1, userEmail: 1, paymentRef: 1 } as const;
schema.index({ status: 1, createdAt: -1, _id: -1, ...ADMIN_SEARCH });
schema.index({ createdAt: -1, _id: -1, ...ADMIN_SEARCH });
// Who may read a payment proof.
schema.index({ paymentProof: 1 });

export function bookingModel(conn: Connection): Model<BookingDoc> {
  return (
    (conn.models.Booking as Model<BookingDoc> | undefined) ??
    conn.model<BookingDoc>('Booking', schema)
  );
}
