// zod/mini: the web checks these in screens a visitor opens first, where every KB counts.
import { z } from 'zod/mini';
import { LANGUAGES, ROLES } from '../../constants/users';

/**
 * The user the web reads from login, signup and GET /auth/me and keeps under localStorage `user`
 * (docs/identity-and-privacy.md). Unknown keys are dropped: the server also sends the user their own Aadhaar
 * number, mobile and Aadhaar image, which must never reach localStorage.
 */
export const authUserSchema = z.object({
  id: z.optional(z.string()),
  email: z.string().check(z.minLength(1)),
  name: z.nullish(z.string()),
  role: z.enum(ROLES),
  profilePic: z.nullish(z.string()),
  dealer: z.nullish(
    z.object({
      referralCode: z.nullish(z.string()),
      status: z.nullish(z.string()),
    }),
  ),
  /** The profile's language (issue 27): a sign-in on a device with no choice of its own adopts it. */
  language: z.optional(z.enum(LANGUAGES)),
});

export type AuthUserView = z.infer<typeof authUserSchema>;

/** GET /auth/me answers `{ user }`. */
export const authMeResponseSchema = z.object({ user: authUserSchema });
