import { ROLES } from '@ghar/contracts';
import type { Role } from '@ghar/contracts';
// zod/mini: this check runs in the first chunk every visitor downloads.
import { z } from 'zod/mini';

export type { Role };

// The non-secret user object the server returns and the browser keeps under `user`
// (DESIGN §5). Unknown fields are kept so that later screens can read them.
export const authUserSchema = z.looseObject({
  id: z.optional(z.string()),
  email: z.string().check(z.minLength(1)),
  name: z.nullish(z.string()),
  role: z.enum(ROLES),
  dealer: z.nullish(
    z.looseObject({
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

export const displayName = (user: AuthUser): string =>
  user.name?.trim() || user.email.split('@')[0] || user.email;

export const canJoinAsDealer = (user: AuthUser | null): boolean =>
  user === null || (user.role === 'USER' && !user.dealer);
