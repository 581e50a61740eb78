import { z } from 'zod';
import { TOPICS } from '../topics';
import { userSnapshotSchema } from './user-snapshot';

/** The whole snapshot after a change of profile, role or dealer status. */
export const userUpdatedDataSchema = userSnapshotSchema;
export type UserUpdatedData = z.output<typeof userUpdatedDataSchema>;

export const userUpdatedV1 = {
  type: 'UserUpdated',
  version: 1,
  topic: TOPICS.auth,
  schema: userUpdatedDataSchema,
} as const;
