import { BOOKING_STATUSES, type BookingStatus } from '@ghar/contracts/constants';
import { isDuplicateKeyError } from '@ghar/platform';
import { Schema, type Connection, type Model } from 'mongoose';
import { BOOKING_STAGE, type BookingsProjection } from '../domain/active-bookings';

/** A listing's bookings as bookings.events announce them (domain/booking-events.ts fills it). */
interface PropertyBookingDoc {
  propertyId: string;
  bookingId: string;
  status: BookingStatus;
  /** BOOKING_STAGE of the status: a write only ever raises it. */
  stage: number;
}

const ACTIVE: BookingStatus[] = ['PENDING', 'CONFIRMED'];
/**
 * Counts stop here: their readers only ask "any?" (a deletion waits, an unbooking frees), and a
 * capped count reads at most this many keys however many bookings a listing gathers (issue 24).
 */
const COUNT_CAP = 100;

const schema = new Schema<PropertyBookingDoc>(
  {
    propertyId: { type: String, required: true },
    bookingId: { type: String, required: true },
    status: { type: String, enum: BOOKING_STATUSES, required: true },
    stage: { type: Number, required: true },
  },
  { collection: 'property_bookings', versionKey: false },
);
schema.index({ bookingId: 1 }, { unique: true });
// A listing's bookings by status: the delete rule's and the unbooking's counts read this range only.
schema.index({ propertyId: 1, status: 1 });

export function propertyBookingModel(conn: Connection): Model<PropertyBookingDoc> {
  return (
    (conn.models.PropertyBooking as Model<PropertyBookingDoc> | undefined) ??
    conn.model<PropertyBookingDoc>('PropertyBooking', schema)
  );
}

/**
 * The bookings projection: counts a listing's PENDING and CONFIRMED bookings (a deletion waits
 * until there are none) and keeps each booking at the furthest stage its events reached.
 */
export function createActiveBookingsStore(conn: Connection): BookingsProjection {
  const model = propertyBookingModel(conn);
  return {
    countFor: (propertyId) =>
      model.countDocuments({ propertyId, status: { $in: ACTIVE } }, { limit: COUNT_CAP }),

    countConfirmed: (propertyId) =>
      model.countDocuments({ propertyId, status: 'CONFIRMED' }, { limit: COUNT_CAP }),

    async statusOf(bookingId) {
      const doc = await model.findOne({ bookingId }).lean<PropertyBookingDoc>();
      return doc?.status ?? null;
    },

    async advance({ bookingId, propertyId, status }) {
      const stage = BOOKING_STAGE[status];
      try {
        // Matches only a booking at an earlier stage; an unknown one is inserted, and one at this
        // stage or later makes the upsert's insert collide with the unique booking id.
        const written = await model.updateOne(
          { bookingId, stage: { $lt: stage } },
          { $set: { propertyId, status, stage } },
          { upsert: true },
        );
        return written.modifiedCount + written.upsertedCount > 0;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },
  };
}
