import { z } from 'zod';
import { TOPICS } from '../topics';
import { propertySnapshotSchema } from './property-snapshot';
import { PROPERTY_STATUSES } from '../../constants/statuses';

export const propertyStatusChangedDataSchema = propertySnapshotSchema.extend({
  previousStatus: z.enum(PROPERTY_STATUSES),
  /** The booking whose approval or unbooking caused the change, if any. */
  bookingId: z.string().optional(),
});
export type PropertyStatusChangedData = z.output<typeof propertyStatusChangedDataSchema>;

export const propertyStatusChangedV1 = {
  type: 'PropertyStatusChanged',
  version: 1,
  topic: TOPICS.listings,
  schema: propertyStatusChangedDataSchema,
} as const;
