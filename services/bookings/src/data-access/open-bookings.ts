import { isDuplicateKeyError } from '@ghar/platform';
import { Schema, type Connection, type Model } from 'mongoose';
import type { OpenBookings } from '../domain/ports';

/** One document per user and property: the booking that user has open on it. */
interface OpenBookingDoc {
  _id: string;
  bookingId: string;
  at: Date;
}

const schema = new Schema<OpenBookingDoc>(
  {
    _id: { type: String, required: true },
    bookingId: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'open_bookings', versionKey: false },
);

export function openBookingModel(conn: Connection): Model<OpenBookingDoc> {
  return (
    (conn.models.OpenBooking as Model<OpenBookingDoc> | undefined) ??
    conn.model<OpenBookingDoc>('OpenBooking', schema)
  );
}

const keyOf = (userId: string, propertyId: string) => `${userId}:${propertyId}`;

/**
 * The guard of "one PENDING booking per user and property": an insert keyed by user and
 * property, so of two racing creates the server's unique _id lets exactly one in (FerretDB 1.24
 * has no transactions and is not atomic across documents, docs/embedded-database.md). A guard left by a booking
 * that is no longer PENDING is handed over by one conditional write on the booking it names.
 */
export function createOpenBookings(conn: Connection): OpenBookings {
  const model = openBookingModel(conn);
  return {
    async claim(userId, propertyId, bookingId, at) {
      const _id = keyOf(userId, propertyId);
      // Twice: a guard released between a refused insert and its read is free again.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        try {
          await model.create({ _id, bookingId, at });
          return null;
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
          const held = await model.findById(_id).lean<OpenBookingDoc>();
          if (held) return { bookingId: held.bookingId, at: held.at };
        }
      }
      return { bookingId: '', at };
    },
    async handOver(userId, propertyId, from, to, at) {
      const moved = await model.updateOne(
        { _id: keyOf(userId, propertyId), bookingId: from },
        { $set: { bookingId: to, at } },
      );
      return moved.modifiedCount > 0;
    },
    async release(userId, propertyId, bookingId) {
      await model.deleteOne({ _id: keyOf(userId, propertyId), bookingId });
    },
  };
}
