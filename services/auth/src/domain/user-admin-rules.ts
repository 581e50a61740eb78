import type { UserRecord } from './user';

/** Admin accounts cannot be blocked or deleted (part 2 §2, §6). */
export function isProtectedAccount(user: Pick<UserRecord, 'role'>): boolean {
  return user.role === 'ADMIN';
}
