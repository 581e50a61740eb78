import { z } from 'zod';
import { TOPICS } from '../topics';
import { userSnapshotSchema } from './user-snapshot';

export const userRegisteredDataSchema = userSnapshotSchema.extend({
  /** Present when the user signed up through the dealer form; the dealers service files it. */
  dealerApplication: z.object({ referralCode: z.string().optional() }).optional(),
});
export type UserRegisteredData = z.output<typeof userRegisteredDataSchema>;

export const userRegisteredV1 = {
  type: 'UserRegistered',
  version: 1,
  topic: TOPICS.auth,
  schema: userRegisteredDataSchema,
} as const;
