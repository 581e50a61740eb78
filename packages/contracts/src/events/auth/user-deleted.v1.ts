import { z } from 'zod';
import { TOPICS } from '../topics';

export const userDeletedDataSchema = z.object({
  userId: z.string().min(1),
  email: z.string().min(1),
});
export type UserDeletedData = z.output<typeof userDeletedDataSchema>;

export const userDeletedV1 = {
  type: 'UserDeleted',
  version: 1,
  topic: TOPICS.auth,
  schema: userDeletedDataSchema,
} as const;
