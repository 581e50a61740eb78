import { z } from 'zod';
import { TOPICS } from '../topics';
import { propertySnapshotSchema } from './property-snapshot';

export const propertyAddedDataSchema = propertySnapshotSchema;
export type PropertyAddedData = z.output<typeof propertyAddedDataSchema>;

export const propertyAddedV1 = {
  type: 'PropertyAdded',
  version: 1,
  topic: TOPICS.listings,
  schema: propertyAddedDataSchema,
} as const;
