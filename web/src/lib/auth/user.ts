import { ROLES } from '@ghar/contracts';
import type { Role } from '@ghar/contracts';
// zod/mini: this check runs in the first chunk every visitor downloads.
import { z } from 'zod/mini';

export type { Role };

// The non-secret user object the browser keeps under `user` (DESIGN §5). The server sends the
// user their own Aadhaar number, mobile and Aadhaar image: those must never reach localStorage,
// so every other field is dropped (z.object strips unknown keys). Screens that need them read
// /auth/me.
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
});

export type AuthUser = z.infer<typeof authUserSchema>;

export const USER_STORAGE_KEY = 'user';

// A stored value that is not JSON or not a user is corrupt and must be removed (spec §4).
export const parseStoredUser = (
  raw: string | null,
): { user: AuthUser | null; corrupt: boolean } => {
  if (raw === null) return { user: null, corrupt: false };
  try {
    const result = authUserSchema.safeParse(JSON.parse(raw));
    return result.success ? { user: result.data, corrupt: false } : { user: null, corrupt: true };
  } catch {
    return { user: null, corrupt: true };
  }
};

/** What of a server user object may be kept in the browser; null when it is not a user. */
export const toStoredUser = (user: unknown): AuthUser | null => {
  const result = authUserSchema.safeParse(user);
  return result.success ? result.data : null;
};

export const displayName = (user: AuthUser): string =>
  user.name?.trim() || user.email.split('@')[0] || user.email;

export const canJoinAsDealer = (user: AuthUser | null): boolean =>
  user === null || (user.role === 'USER' && !user.dealer);
