import type { AdminUser } from '../api/admin-user';

// Admin accounts cannot be blocked or deleted (spec part 2 §2, §6); the server refuses too.
export const canBlockOrDelete = (user: Pick<AdminUser, 'role'>): boolean => user.role !== 'ADMIN';

export type PasswordState =
  { kind: 'set'; changedAt: string | null } | { kind: 'none' } | { kind: 'unknown' };

// What the table says instead of the hash: set (and when it changed) or none (Google sign-in).
export const passwordState = (
  user: Pick<AdminUser, 'hasPassword' | 'passwordChangedAt'>,
): PasswordState => {
  if (user.hasPassword === undefined) return { kind: 'unknown' };
  return user.hasPassword
    ? { kind: 'set', changedAt: user.passwordChangedAt ?? null }
    : { kind: 'none' };
};

// The inline form shows the number only when it is the real one; a masked value is not
// something to submit back.
export const editableAadhaar = (aadhaar: string | null | undefined): string =>
  aadhaar && /^\d{12}$/.test(aadhaar) ? aadhaar : '';

// Name first, then e-mail, as the header does.
export const userLabel = (user: Pick<AdminUser, 'name' | 'email'>): string =>
  user.name?.trim() || user.email;
