import type { Language } from '@ghar/contracts/constants';
import { changeUser } from './change-user';
import type { AuthDeps } from './ports';
import type { ActionContext, UserRecord } from './user';
import { userEvent } from './user-events';

/**
 * The user's language (issue 27), chosen by switching it on the web: UserUpdated carries it to
 * notifications, which writes the user's next notices in it. The same choice is no write.
 */
export async function setLanguage(
  deps: AuthDeps,
  userId: string,
  language: Language,
  ctx: ActionContext,
): Promise<UserRecord> {
  const { after } = await changeUser(deps, userId, (current) =>
    (current.language ?? 'en') === language
      ? null
      : {
          change: { set: { language } },
          events: (next) => [userEvent('UserUpdated', next, ctx)],
        },
  );
  return after;
}
