import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { notFound } from '@ghar/platform';
import type { AuthDeps } from './ports';
import type { UserRecord } from './user';

export async function getUser(deps: Pick<AuthDeps, 'users'>, userId: string): Promise<UserRecord> {
  const user = await deps.users.findById(userId);
  if (!user) throw notFound(ERROR_MESSAGES.userNotFound);
  return user;
}
