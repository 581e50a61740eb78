import { z } from 'zod';
import { TOPICS } from '../topics';
import { bookingSnapshotSchema } from './booking-snapshot';

export const bookingRejectedDataSchema = bookingSnapshotSchema;
export type BookingRejectedData = z.output<typeof bookingRejectedDataSchema>;

export const bookingRejectedV1 = {
  type: 'BookingRejected',
  version: 1,
  topic: TOPICS.bookings,
  schema: bookingRejectedDataSchema,
} as const;
