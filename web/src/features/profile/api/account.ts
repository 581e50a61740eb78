import { LANGUAGES, ROLES, USER_STATUSES } from '@ghar/contracts/constants';
import { z } from 'zod';

// The signed-in user as GET /auth/me returns it to themself: Aadhaar in full, image URLs
// under /uploads/auth/…, never a password hash.
export const accountSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  name: z.string().nullish(),
  mobile: z.string().nullish(),
  aadhaar: z.string().nullish(),
  aadhaarImage: z.string().nullish(),
  profilePic: z.string().nullish(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES).optional(),
  createdAt: z.string().nullish(),
  /** The language the user's notices are written in (issue 27); older servers send none. */
  language: z.enum(LANGUAGES).optional(),
  dealer: z
    .looseObject({
      referralCode: z.string().nullish(),
      status: z.string().nullish(),
      commission: z.number().nullish(),
    })
    .nullish(),
});

export type Account = z.infer<typeof accountSchema>;

export const accountQueryKey = ['auth', 'me'] as const;

// Every account answer carries `user`; reading it in one place keeps the screens simple.
export const accountOf = (data: unknown): Account =>
  accountSchema.parse(z.object({ user: z.unknown() }).parse(data).user);
