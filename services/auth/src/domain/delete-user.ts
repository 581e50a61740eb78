import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { forbidden } from '@ghar/platform';
import { changeUser } from './change-user';
import type { AuthDeps } from './ports';
import type { ActionContext } from './user';
import { deletedDenialLeft } from './session-rules';
import { isProtectedAccount } from './user-admin-rules';
import { userDeletedEvent } from './user-events';

/**
 * Soft delete in one write: the row stays for history, but its e-mail is renamed (freeing it
 * for a new account), its personal data is wiped, and UserDeleted is appended. The gateway
 * refuses the user's tokens until every token issued before has expired.
 *
 * Deleting a deleted user again rewrites the denial and ends the sessions: the retry of a
 * delete whose Redis part failed after the write completes it instead of answering 404.
 */
export async function deleteUser(
  deps: AuthDeps,
  userId: string,
  ctx: ActionContext,
  denialSeconds: number,
): Promise<void> {
  const deletedAt = await deps.users.deletedAt(userId);
  if (deletedAt) {
    const left = deletedDenialLeft(deletedAt, denialSeconds, deps.clock.now().getTime());
    if (left > 0) await deps.sessions.deny(userId, 'DELETED', left);
    await deps.sessions.revokeAll(userId);
    return;
  }
  const { before } = await changeUser(deps, userId, (current) => {
    if (isProtectedAccount(current)) throw forbidden(ERROR_MESSAGES.adminAccountProtected);
    const deletedAt = deps.clock.now();
    return {
      change: {
        set: {
          status: 'DELETED',
          deletedAt,
          email: `deleted-${current.id}-${deletedAt.getTime()}@deleted.invalid`,
        },
        unset: [
          'mobile',
          'aadhaar',
          'aadhaarImage',
          'profilePic',
          'profilePicThumbnail',
          'passwordHash',
          'googleSub',
        ],
      },
      // Consumers know the user by id; the e-mail they had is the one that was live.
      events: () => [userDeletedEvent(current, ctx)],
    };
  });
  await deps.sessions.deny(userId, 'DELETED', denialSeconds);
  await deps.sessions.revokeAll(userId);
  await deps.uploads.remove(before.aadhaarImage);
  await deps.uploads.remove(before.profilePic);
}
