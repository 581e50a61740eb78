import { authUserSchema } from '@ghar/contracts/http';
import type { AuthUser } from './user';

export { authUserSchema };

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
