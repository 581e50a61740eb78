import { ROLES, USER_STATUSES } from '@ghar/contracts';
import { z } from 'zod';

// A user as the admin list shows it: Aadhaar masked (Show asks the server, audited), whether a
// password is set and when it last changed — never the hash (docs/identity-and-privacy.md departs from the spec's
// hash reveal).
export const adminUserSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  name: z.string().nullish(),
  mobile: z.string().nullish(),
  aadhaar: z.string().nullish(),
  aadhaarImage: z.string().nullish(),
  profilePic: z.string().nullish(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES).catch('ACTIVE'),
  createdAt: z.string().nullish(),
  dealer: z
    .looseObject({ referralCode: z.string().nullish(), status: z.string().nullish() })
    .nullish(),
  hasPassword: z.boolean().optional(),
  passwordChangedAt: z.string().nullish(),
});

export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersKey = ['admin', 'users'] as const;

export const userFrom = (data: unknown): AdminUser =>
  adminUserSchema.parse(z.object({ user: z.unknown() }).parse(data).user);
