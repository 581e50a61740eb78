import { z } from 'zod';
import { TOPICS } from '../topics';
import { userSnapshotSchema } from './user-snapshot';

export const userUnblockedDataSchema = userSnapshotSchema;
export type UserUnblockedData = z.output<typeof userUnblockedDataSchema>;

export const userUnblockedV1 = {
  type: 'UserUnblocked',
  version: 1,
  topic: TOPICS.auth,
  schema: userUnblockedDataSchema,
} as const;
