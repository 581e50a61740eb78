import { Schema, type Connection } from 'mongoose';
import type { ActiveBookings } from '../domain/ports';

/** A listing's bookings as bookings.events announce them (the projection fills it). */
interface PropertyBookingDoc {
  propertyId: string;
  bookingId: string;
  status: string;
}

const ACTIVE = ['PENDING', 'CONFIRMED'];

const schema = new Schema<PropertyBookingDoc>(
  {
    propertyId: { type: String, required: true },
    bookingId: { type: String, required: true },
    status: { type: String, required: true },
  },
  { collection: 'property_bookings', versionKey: false },
);
schema.index({ bookingId: 1 }, { unique: true });
schema.index({ propertyId: 1 });

export function propertyBookingModel(conn: Connection) {
  return conn.models.PropertyBooking ?? conn.model<PropertyBookingDoc>('PropertyBooking', schema);
}

/** Counts a listing's PENDING and CONFIRMED bookings (a deletion waits until there are none). */
export function createActiveBookingsStore(conn: Connection): ActiveBookings {
  const model = propertyBookingModel(conn);
  return {
    countFor: (propertyId) => model.countDocuments({ propertyId, status: { $in: ACTIVE } }),
  };
}
