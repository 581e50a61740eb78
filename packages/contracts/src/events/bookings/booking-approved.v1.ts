import { z } from 'zod';
import { TOPICS } from '../topics';
import { bookingSnapshotSchema } from './booking-snapshot';

export const bookingApprovedDataSchema = bookingSnapshotSchema.extend({
  /** Other pending bookings of the same property, cancelled by this approval. */
  cancelledBookingIds: z.array(z.string()).default([]),
});
export type BookingApprovedData = z.output<typeof bookingApprovedDataSchema>;

export const bookingApprovedV1 = {
  type: 'BookingApproved',
  version: 1,
  topic: TOPICS.bookings,
  schema: bookingApprovedDataSchema,
} as const;
