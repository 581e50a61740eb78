import { z } from 'zod';
import { TOPICS } from '../topics';
import { bookingSnapshotSchema } from './booking-snapshot';

export const bookingUnbookedDataSchema = bookingSnapshotSchema;
export type BookingUnbookedData = z.output<typeof bookingUnbookedDataSchema>;

export const bookingUnbookedV1 = {
  type: 'BookingUnbooked',
  version: 1,
  topic: TOPICS.bookings,
  schema: bookingUnbookedDataSchema,
} as const;
