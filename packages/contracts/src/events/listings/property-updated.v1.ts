import { z } from 'zod';
import { TOPICS } from '../topics';
import { propertySnapshotSchema } from './property-snapshot';

/**
 * Why a listing changed; absent = someone edited it. OWNER_DETAILS: the owner's name or e-mail
 * as auth's events gave them (also when a listing was made before listings had heard of its new
 * owner), which the search models need but no admin has to look at.
 */
export const PROPERTY_UPDATE_CAUSES = ['OWNER_DETAILS'] as const;

export const propertyUpdatedDataSchema = propertySnapshotSchema.extend({
  cause: z.enum(PROPERTY_UPDATE_CAUSES).optional(),
});
export type PropertyUpdatedData = z.output<typeof propertyUpdatedDataSchema>;

export const propertyUpdatedV1 = {
  type: 'PropertyUpdated',
  version: 1,
  topic: TOPICS.listings,
  schema: propertyUpdatedDataSchema,
} as const;
