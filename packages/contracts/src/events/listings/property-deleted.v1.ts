import { z } from 'zod';
import { TOPICS } from '../topics';
import { propertySnapshotSchema } from './property-snapshot';

export const propertyDeletedDataSchema = propertySnapshotSchema.pick({
  propertyId: true,
  title: true,
  ownerId: true,
  ownerEmail: true,
  version: true,
});
export type PropertyDeletedData = z.output<typeof propertyDeletedDataSchema>;

export const propertyDeletedV1 = {
  type: 'PropertyDeleted',
  version: 1,
  topic: TOPICS.listings,
  schema: propertyDeletedDataSchema,
} as const;
