import { ROLES, type Role } from '@ghar/contracts/constants';
import type { AdminUserStats } from '@ghar/contracts/http';
import type { UserRecord } from './user';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "New users" on the admin home: accounts created in the last 30 days. */
export const NEW_USER_WINDOW_DAYS = 30;

/** The counters document as stored (and as `nest` builds it). */
export interface StoredTally {
  live?: number;
  blocked?: number;
  byRole: Partial<Record<Role, number>>;
  createdOn: Record<string, number>;
}

type Counted = Pick<UserRecord, 'role' | 'status' | 'createdAt'>;

/**
 * The admin dashboard's user figures as counters kept by every write (issue 24 item 3): live
 * accounts, by role, blocked, and accounts created per UTC day (`createdOn.YYYY-MM-DD`).
 */
export type UserTally = Record<string, number>;

/** The UTC day a time falls on: the key of its `createdOn` counter. */
export const dayKey = (at: Date) => at.toISOString().slice(0, 10);

/** What one account adds to the tally; a deleted account adds nothing. */
export function tallyOf(user: Counted | null): UserTally {
  if (!user || user.status === 'DELETED') return {};
  const tally: UserTally = { live: 1, [`byRole.${user.role}`]: 1 };
  if (user.status === 'BLOCKED') tally.blocked = 1;
  tally[`createdOn.${dayKey(user.createdAt)}`] = 1;
  return tally;
}

/** The counters' `$inc` for a write that turned `before` into `after` (null: absent); {} when none moves. */
export function tallyChange(before: Counted | null, after: Counted | null): UserTally {
  const change: UserTally = { ...tallyOf(after) };
  for (const [key, value] of Object.entries(tallyOf(before))) {
    change[key] = (change[key] ?? 0) - value;
  }
  return Object.fromEntries(Object.entries(change).filter(([, value]) => value !== 0));
}

/** Adds `more` into `into` (a rebuild folds every account's tally). */
export function addTally(into: UserTally, more: UserTally): UserTally {
  for (const [key, value] of Object.entries(more)) into[key] = (into[key] ?? 0) + value;
  return into;
}

/**
 * The dashboard's figures from the counters: "new" sums the days from the one 30 days ago to
 * today (so an account made earlier on that first day is counted too: days, not hours).
 */
export function statsOfTally(tally: StoredTally, now: Date): AdminUserStats {
  const first = dayKey(new Date(now.getTime() - NEW_USER_WINDOW_DAYS * DAY_MS));
  const today = dayKey(now);
  const byRole = Object.fromEntries(
    ROLES.map((role) => [role, tally.byRole[role] ?? 0]),
  ) as AdminUserStats['byRole'];
  const newLast30Days = Object.entries(tally.createdOn)
    .filter(([day]) => day >= first && day <= today)
    .reduce((sum, [, count]) => sum + count, 0);
  return { totalUsers: tally.live ?? 0, byRole, blocked: tally.blocked ?? 0, newLast30Days };
}

/** The figures of these accounts, counted one by one (what the counters must always equal). */
export function summariseUsers(users: ReadonlyArray<Counted>, now: Date): AdminUserStats {
  const tally = users.reduce<UserTally>((sum, user) => addTally(sum, tallyOf(user)), {});
  return statsOfTally(nest(tally), now);
}

/** `{ 'byRole.USER': 2 }` → `{ byRole: { USER: 2 } }`: the stored counters document's shape. */
export function nest(tally: UserTally): StoredTally {
  const doc: StoredTally = { byRole: {}, createdOn: {} };
  for (const [key, value] of Object.entries(tally)) {
    const [head, tail] = key.split(/\.(.*)/s) as [string, string | undefined];
    if (head === 'live' || head === 'blocked') doc[head] = value;
    else if (head === 'byRole' && tail) doc.byRole[tail as Role] = value;
    else if (head === 'createdOn' && tail) doc.createdOn[tail] = value;
  }
  return doc;
}
