import { z } from 'zod';
import { ROLES, USER_STATUSES } from '../../constants/users';

/** What other services keep of a user. Never the Aadhaar number or image, never the password. */
export const userSnapshotSchema = z.object({
  userId: z.string().min(1),
  email: z.string().min(1),
  name: z.string(),
  mobile: z.string().optional(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
});
