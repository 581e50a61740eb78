import type { AuthDeps } from './ports';
import { changeUser } from './change-user';
import { profileChange, type ProfileFields } from './profile-change';
import type { ActionContext, UserRecord } from './user';
import { userEvent } from './user-events';

/** The user edits their own name, mobile and Aadhaar (part 1 §2 Profile); e-mail is read-only. */
export async function updateProfile(
  deps: AuthDeps,
  userId: string,
  input: Omit<ProfileFields, 'role'>,
  ctx: ActionContext,
): Promise<UserRecord> {
  const { after } = await changeUser(deps, userId, (current) => ({
    change: profileChange(deps.aadhaar, current, input),
    events: (next) => [userEvent('UserUpdated', next, ctx)],
  }));
  return after;
}
