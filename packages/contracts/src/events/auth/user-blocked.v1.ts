import { z } from 'zod';
import { TOPICS } from '../topics';
import { userSnapshotSchema } from './user-snapshot';

export const userBlockedDataSchema = userSnapshotSchema;
export type UserBlockedData = z.output<typeof userBlockedDataSchema>;

export const userBlockedV1 = {
  type: 'UserBlocked',
  version: 1,
  topic: TOPICS.auth,
  schema: userBlockedDataSchema,
} as const;
