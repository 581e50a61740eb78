import { z } from 'zod';
import { TOPICS } from '../topics';
import { bookingSnapshotSchema } from './booking-snapshot';

export const bookingCreatedDataSchema = bookingSnapshotSchema;
export type BookingCreatedData = z.output<typeof bookingCreatedDataSchema>;

export const bookingCreatedV1 = {
  type: 'BookingCreated',
  version: 1,
  topic: TOPICS.bookings,
  schema: bookingCreatedDataSchema,
} as const;
