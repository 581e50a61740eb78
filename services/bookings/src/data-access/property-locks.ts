import { isDuplicateKeyError } from '@ghar/platform';
import { Schema, type Connection, type Model } from 'mongoose';
import type { PropertyLocks } from '../domain/ports';

/** One document per BOOKED property: which booking holds it. */
interface PropertyLockDoc {
  _id: string;
  confirmedBookingId: string;
  at: Date;
}

const schema = new Schema<PropertyLockDoc>(
  {
    _id: { type: String, required: true },
    confirmedBookingId: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'property_locks', versionKey: false },
);

export function propertyLockModel(conn: Connection): Model<PropertyLockDoc> {
  return (
    (conn.models.PropertyLock as Model<PropertyLockDoc> | undefined) ??
    conn.model<PropertyLockDoc>('PropertyLock', schema)
  );
}

/**
 * The approval guard: the lock is an insert keyed by the property id, so of two approvals racing
 * for one property the server's unique _id lets exactly one in, on MongoDB 7 and FerretDB 1.24
 * alike (no transactions, no read-then-write window). Unbooking deletes it again.
 */
export function createPropertyLocks(conn: Connection): PropertyLocks {
  const model = propertyLockModel(conn);
  const holder = async (propertyId: string) =>
    (await model.findById(propertyId).lean<PropertyLockDoc>())?.confirmedBookingId ?? null;
  return {
    holder,
    async claim(propertyId, bookingId) {
      try {
        await model.create({ _id: propertyId, confirmedBookingId: bookingId, at: new Date() });
        return true;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        // Held already: by this booking (a retried approval) is still a win.
        return (await holder(propertyId)) === bookingId;
      }
    },
    async release(propertyId, bookingId) {
      await model.deleteOne({ _id: propertyId, confirmedBookingId: bookingId });
    },
    async list() {
      const locks = await model.find().lean<PropertyLockDoc[]>();
      return locks.map((lock) => ({
        propertyId: lock._id,
        bookingId: lock.confirmedBookingId,
        at: lock.at,
      }));
    },
  };
}
