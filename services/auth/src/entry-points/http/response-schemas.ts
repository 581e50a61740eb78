import { DEALER_STATUSES, ROLES, USER_STATUSES } from '@ghar/contracts';
import { z } from 'zod';
import type { UserView } from '../../domain/user-view-rules';

/** The user object every auth response carries, as documented in /openapi.json. */
export const userViewSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    mobile: z.string().nullable(),
    aadhaar: z.string().nullable().meta({
      description: 'In full for the user and admins, `XXXX XXXX 1234` for anyone else',
    }),
    aadhaarImage: z.string().nullable(),
    profilePic: z.string().nullable(),
    profilePicThumbnail: z.string().nullable(),
    role: z.enum(ROLES),
    status: z.enum(USER_STATUSES),
    createdAt: z.string(),
    dealer: z.object({ referralCode: z.string(), status: z.enum(DEALER_STATUSES) }).nullable(),
    hasPassword: z.boolean().optional().meta({ description: 'Admins only' }),
    passwordChangedAt: z.string().nullable().optional().meta({ description: 'Admins only' }),
  })
  .meta({ id: 'UserView' }) satisfies z.ZodType<UserView>;

export const userResponse = z.object({ user: userViewSchema });
export const messageResponse = z.object({ message: z.string() });
export const sessionResponse = z.object({ user: userViewSchema, token: z.string() });
export const idParams = z.object({ id: z.string() });
