import type { AuthDeps } from './ports';
import { getUser } from './get-user';
import type { Viewer } from './user';

/**
 * The full Aadhaar number of one user, for the user themself or an admin (the routes decide
 * who may ask for whom). The reveal is written to the audit before the number is answered, so
 * no number leaves without its record; a user without a number reveals nothing and is not
 * recorded.
 */
export async function revealAadhaar(
  deps: Pick<AuthDeps, 'users' | 'aadhaar' | 'reveals' | 'clock'>,
  subjectId: string,
  viewer: Viewer,
  requestId?: string,
): Promise<{ aadhaar: string | null }> {
  const user = await getUser(deps, subjectId);
  if (!user.aadhaar) return { aadhaar: null };
  const aadhaar = deps.aadhaar.decrypt(user.id, user.aadhaar);
  await deps.reveals.record({
    subjectId: user.id,
    actorId: viewer.userId,
    actorRole: viewer.role,
    at: deps.clock.now(),
    requestId,
  });
  return { aadhaar };
}
