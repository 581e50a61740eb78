import { z } from 'zod';
import { TOPICS } from '../topics';
import { bookingSnapshotSchema } from './booking-snapshot';

export const bookingExpiredDataSchema = bookingSnapshotSchema;
export type BookingExpiredData = z.output<typeof bookingExpiredDataSchema>;

export const bookingExpiredV1 = {
  type: 'BookingExpired',
  version: 1,
  topic: TOPICS.bookings,
  schema: bookingExpiredDataSchema,
} as const;
