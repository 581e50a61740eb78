import { DEALER_STATUSES, LANGUAGES, ROLES, USER_STATUSES } from '@ghar/contracts/constants';
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
      description: 'Always `XXXX XXXX 1234`; the full number only from the audited reveal routes',
    }),
    aadhaarImage: z.string().nullable(),
    profilePic: z.string().nullable(),
    profilePicThumbnail: z.string().nullable(),
    role: z.enum(ROLES),
    status: z.enum(USER_STATUSES),
    createdAt: z.string(),
    dealer: z.object({ referralCode: z.string(), status: z.enum(DEALER_STATUSES) }).nullable(),
    language: z.enum(LANGUAGES),
    hasPassword: z.boolean().optional().meta({ description: 'Admins only' }),
    passwordChangedAt: z.string().nullable().optional().meta({ description: 'Admins only' }),
  })
  .meta({ id: 'UserView' }) satisfies z.ZodType<UserView>;

export const userResponse = z.object({ user: userViewSchema });
export const messageResponse = z.object({ message: z.string() });
export const sessionResponse = z.object({ user: userViewSchema, token: z.string() });
export const idParams = z.object({ id: z.string() });

/** A page of a list, as the admin screens read it. */
const pageFields = {
  total: z.number(),
  /** True when `total` is a lower bound (counted at most 100 rows past the page's start). */
  totalAtLeast: z.boolean(),
  page: z.number(),
  totalPages: z.number(),
};

export const usersPageResponse = z.object({ users: z.array(userViewSchema), ...pageFields });

/** A reveal answers the full number, or null when the user gave none. */
export const aadhaarResponse = z.object({ aadhaar: z.string().nullable() });

const revealPerson = { id: z.string(), name: z.string().nullable(), email: z.string().nullable() };
export const aadhaarRevealsResponse = z.object({
  reveals: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      subject: z.object(revealPerson),
      actor: z.object({ ...revealPerson, role: z.enum(ROLES) }),
    }),
  ),
  ...pageFields,
});
