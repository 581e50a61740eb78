import { z } from 'zod';
import { TOPICS } from '../topics';
import { propertySnapshotSchema } from './property-snapshot';

export const propertyUpdatedDataSchema = propertySnapshotSchema;
export type PropertyUpdatedData = z.output<typeof propertyUpdatedDataSchema>;

export const propertyUpdatedV1 = {
  type: 'PropertyUpdated',
  version: 1,
  topic: TOPICS.listings,
  schema: propertyUpdatedDataSchema,
} as const;
