import type { AdminUsersQuery } from '@ghar/contracts/http';
import type { AuthDeps } from './ports';
import { presentUser } from './present-user';
import type { Viewer } from './user';
import type { UserView } from './user-view-rules';

export interface UsersPage {
  users: UserView[];
  total: number;
  /** The total is a lower bound: a search counted at most 100 rows past this page's start. */
  totalAtLeast: boolean;
  page: number;
  totalPages: number;
}

/** One page of live accounts, newest first, as the admin's users table shows it. */
export async function listUsers(
  deps: Pick<AuthDeps, 'users' | 'aadhaar' | 'logger'>,
  viewer: Viewer,
  query: AdminUsersQuery,
): Promise<UsersPage> {
  const { users, total, capped } = await deps.users.page(query);
  return {
    users: users.map((user) => presentUser(deps, user, viewer)),
    total,
    totalAtLeast: capped,
    page: query.page,
    totalPages: Math.ceil(total / query.limit),
  };
}
