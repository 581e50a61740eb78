import { z } from 'zod';
import { TOPICS } from '../topics';

/**
 * A user's password was changed (issue 27: the user hears it, as a security notice): by the user
 * (`byAdmin` false) or by an admin's Change User Password. Never the password or its hash.
 */
export const passwordChangedDataSchema = z.object({
  userId: z.string().min(1),
  email: z.string().min(1),
  byAdmin: z.boolean(),
  /** ISO date-time. */
  changedAt: z.string(),
});
export type PasswordChangedData = z.output<typeof passwordChangedDataSchema>;

export const passwordChangedV1 = {
  type: 'PasswordChanged',
  version: 1,
  topic: TOPICS.auth,
  schema: passwordChangedDataSchema,
} as const;
