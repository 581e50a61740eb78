import type { Role } from '@ghar/contracts/constants';
import type { AuthUserView } from '@ghar/contracts/http';

export type { Role };

// The non-secret user object the browser keeps under `user` (docs/identity-and-privacy.md); its schema is the
// contracts' authUserSchema, checked in user-schema.ts (loaded only when there is a user to check,
// so a visitor's first page carries no schema library).
export type AuthUser = AuthUserView;

export const USER_STORAGE_KEY = 'user';

/** The fields of a checked user that may be kept in the browser, and nothing else. */
export const pickStoredUser = ({
  id,
  email,
  name,
  role,
  profilePic,
  dealer,
}: AuthUser): AuthUser => ({
  ...(id === undefined ? {} : { id }),
  email,
  ...(name === undefined ? {} : { name }),
  role,
  ...(profilePic === undefined ? {} : { profilePic }),
  ...(dealer === undefined
    ? {}
    : { dealer: dealer && { referralCode: dealer.referralCode, status: dealer.status } }),
});

export const displayName = (user: AuthUser): string =>
  user.name?.trim() || user.email.split('@')[0] || user.email;

export const canJoinAsDealer = (user: AuthUser | null): boolean =>
  user === null || (user.role === 'USER' && !user.dealer);
