import { z } from 'zod';
import { LANGUAGES, ROLES, USER_STATUSES } from '../../constants/users';

/** What other services keep of a user. Never the Aadhaar number or image, never the password. */
export const userSnapshotSchema = z.object({
  userId: z.string().min(1),
  email: z.string().min(1),
  name: z.string(),
  mobile: z.string().optional(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  /** The language the user reads their notices in (issue 27); absent on older events: English. */
  language: z.enum(LANGUAGES).optional(),
});
