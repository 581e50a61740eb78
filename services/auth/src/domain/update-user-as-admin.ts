import { ERROR_MESSAGES, type AdminUpdateUserBody } from '@ghar/contracts';
import { forbidden } from '@ghar/platform';
import { changeUser } from './change-user';
import { getUser } from './get-user';
import type { AuthDeps } from './ports';
import { profileChange } from './profile-change';
import type { ActionContext, UserRecord } from './user';
import { userEvent } from './user-events';

/**
 * Admin's inline edit: name, mobile, Aadhaar and role. A role change ends the user's sessions,
 * because the role travels in the token: the new one applies from their next login. An admin
 * cannot change their own role (the last admin could otherwise lock everyone out).
 */
export async function updateUserAsAdmin(
  deps: AuthDeps,
  userId: string,
  input: AdminUpdateUserBody,
  ctx: ActionContext,
): Promise<UserRecord> {
  // Sessions end before the write as well as after it: if the second revocation fails, a
  // retry sees no role change and would not revoke, but the tokens that matter are gone.
  const stored = await getUser(deps, userId);
  const roleChanges = input.role !== undefined && input.role !== stored.role;
  if (roleChanges && stored.id !== ctx.actorId) await deps.sessions.revokeAll(userId);
  const { before, after } = await changeUser(deps, userId, (current) => {
    if (input.role && input.role !== current.role && current.id === ctx.actorId) {
      throw forbidden(ERROR_MESSAGES.accessDenied);
    }
    return {
      change: profileChange(deps.aadhaar, current, input),
      events: (next) => [userEvent('UserUpdated', next, ctx)],
    };
  });
  if (before.role !== after.role) await deps.sessions.revokeAll(userId);
  return after;
}
