import { ROLES } from '@ghar/contracts/constants';
import type { AdminUserStats } from '@ghar/contracts/http';
import type { UserRecord } from './user';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "New users" on the admin home: accounts created in the last 30 days. */
export const NEW_USER_WINDOW_DAYS = 30;

/** Counts live accounts (the repository leaves deleted ones out) for the admin dashboard. */
export function summariseUsers(
  users: ReadonlyArray<Pick<UserRecord, 'role' | 'status' | 'createdAt'>>,
  now: Date,
): AdminUserStats {
  const since = now.getTime() - NEW_USER_WINDOW_DAYS * DAY_MS;
  const byRole = Object.fromEntries(ROLES.map((role) => [role, 0])) as AdminUserStats['byRole'];
  let blocked = 0;
  let newLast30Days = 0;
  for (const user of users) {
    byRole[user.role] += 1;
    if (user.status === 'BLOCKED') blocked += 1;
    if (user.createdAt.getTime() >= since) newLast30Days += 1;
  }
  return { totalUsers: users.length, byRole, blocked, newLast30Days };
}
