import type { Role } from '@ghar/contracts/constants';
import type { UserRegisteredData } from '@ghar/contracts/events';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { conflict, type AcceptedUpload } from '@ghar/platform';
import type { AuthDeps } from './ports';
import type { UserRecord } from './user';
import { userEvent } from './user-events';

export interface NewUser {
  email: string;
  name: string;
  role: Role;
  mobile?: string;
  aadhaar?: string;
  /** Absent for accounts that sign in with Google only. */
  password?: string;
  aadhaarImage?: AcceptedUpload;
  googleSub?: string;
  /** Set by the dealer signup: carried on UserRegistered so the dealers service files it. */
  dealerApplication?: UserRegisteredData['dealerApplication'];
}

/**
 * Creates an account and its UserRegistered event in one write. A taken e-mail is a 409. The
 * actor is the admin who created it, null for the system, or (when not given) the new user.
 */
export async function registerUser(
  deps: Pick<AuthDeps, 'users' | 'passwords' | 'uploads' | 'aadhaar' | 'clock'>,
  input: NewUser,
  ctx: { actorId?: string | null; requestId?: string },
): Promise<UserRecord> {
  // Checked first so a duplicate costs no hashing or file writes; the unique index decides.
  if (await deps.users.findByEmail(input.email)) throw conflict(ERROR_MESSAGES.emailTaken);

  const id = deps.users.newId();
  const now = deps.clock.now();
  const passwordHash = input.password ? await deps.passwords.hash(input.password) : undefined;
  const stored = input.aadhaarImage ? await deps.uploads.save(input.aadhaarImage) : undefined;
  const fields = {
    email: input.email,
    name: input.name,
    role: input.role,
    status: 'ACTIVE' as const,
    ...(input.mobile ? { mobile: input.mobile } : {}),
    ...(input.aadhaar ? { aadhaar: deps.aadhaar.encrypt(id, input.aadhaar) } : {}),
    ...(stored ? { aadhaarImage: stored.url } : {}),
    ...(passwordHash ? { passwordHash, passwordChangedAt: now } : {}),
    ...(input.googleSub ? { googleSub: input.googleSub } : {}),
  };
  const actorId = ctx.actorId === undefined ? id : ctx.actorId;
  const event = userEvent(
    'UserRegistered',
    { id, ...fields },
    { actorId, requestId: ctx.requestId },
    input.dealerApplication ? { dealerApplication: input.dealerApplication } : {},
  );

  // The Aadhaar image was saved first; whatever keeps the user from being stored, no private
  // image may stay on disk without an owner.
  let created: UserRecord | null;
  try {
    created = await deps.users.create(id, fields, [event]);
  } catch (error) {
    await deps.uploads.remove(stored?.url).catch(() => undefined);
    throw error;
  }
  if (!created) {
    await deps.uploads.remove(stored?.url);
    throw conflict(ERROR_MESSAGES.emailTaken);
  }
  return created;
}
