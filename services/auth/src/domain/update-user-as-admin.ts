import type { AdminUpdateUserBody } from '@ghar/contracts/http';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { forbidden } from '@ghar/platform';
import { changeUser } from './change-user';
import type { AuthDeps } from './ports';
import { profileChange } from './profile-change';
import type { ActionContext, UserRecord } from './user';
import { userEvent } from './user-events';

/**
 * Admin's inline edit: name, mobile, Aadhaar and role. A role change applies on the user's next
 * request without signing them out: the role travels in the token, so it is handed to the
 * gateway for the tokens they hold (issue 23 item 6). An admin cannot change their own role (the
 * last admin could otherwise lock everyone out).
 */
export async function updateUserAsAdmin(
  deps: AuthDeps,
  userId: string,
  input: AdminUpdateUserBody,
  ctx: ActionContext,
): Promise<UserRecord> {
  const { after } = await changeUser(deps, userId, (current) => {
    if (input.role && input.role !== current.role && current.id === ctx.actorId) {
      throw forbidden(ERROR_MESSAGES.accessDenied);
    }
    const change = profileChange(deps.aadhaar, current, input);
    if (input.role && input.role !== current.role) {
      change.set = { ...change.set, roleChangedAt: deps.clock.now() };
    }
    return {
      change,
      events: (next) => [userEvent('UserUpdated', next, ctx)],
    };
  });
  // Whenever a role is sent, changed or not: a retry after a failed handover still makes it.
  if (input.role !== undefined && after.id !== ctx.actorId) {
    await deps.sessions.applyRole(userId, after.role);
  }
  return after;
}
