import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { AppError, badRequest, forbidden, unauthorized } from '@ghar/platform';
import { changeUser } from './change-user';
import type { AuthDeps, IssuedSession } from './ports';
import { noteSignInDevice } from './note-sign-in-device';
import { registerUser } from './register-user';
import { startSession } from './start-session';
import type { UserRecord } from './user';

async function findOrCreate(
  deps: AuthDeps,
  google: { sub: string; email: string; name?: string },
  requestId?: string,
): Promise<UserRecord> {
  const linked = await deps.users.findByGoogleSub(google.sub);
  if (linked) return linked;
  const byEmail = await deps.users.findByEmail(google.email);
  if (byEmail) {
    // Google vouched for this address, so the account that owns it is this person's.
    const { after } = await changeUser(deps, byEmail.id, () => ({
      change: { set: { googleSub: google.sub } },
      events: () => [],
    }));
    return after;
  }
  try {
    return await registerUser(
      deps,
      {
        email: google.email,
        name: google.name?.trim() || google.email.split('@')[0]!,
        role: 'USER',
        googleSub: google.sub,
      },
      { requestId },
    );
  } catch (error) {
    // Two first sign-ins at once: the other one created the account.
    const existing =
      error instanceof AppError && error.httpStatus === 409
        ? await deps.users.findByEmail(google.email)
        : null;
    if (existing) return existing;
    throw error;
  }
}

/** Sign-in with a Google ID token; a first sign-in creates the account (without a password). */
export async function signInWithGoogle(
  deps: AuthDeps,
  credential: string,
  ctx: { requestId?: string; userAgent?: string },
): Promise<{ user: UserRecord; session: IssuedSession }> {
  if (!deps.google.enabled) throw badRequest(ERROR_MESSAGES.googleNotEnabled);
  const google = await deps.google.verify(credential);
  if (!google || !google.emailVerified) throw unauthorized(ERROR_MESSAGES.loginFailed);

  const user = await findOrCreate(deps, google, ctx.requestId);
  if (user.status === 'BLOCKED') throw forbidden(ERROR_MESSAGES.accountBlocked);
  await noteSignInDevice(deps, user, ctx.userAgent);
  return { user, session: await startSession(deps, user) };
}
