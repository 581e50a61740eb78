import { AppError } from '@ghar/platform';
import type { AuthDeps } from './ports';
import { registerUser } from './register-user';

/**
 * First start: creates the configured admin when no account has that e-mail. Idempotent, and
 * safe when two instances start together (the unique e-mail index lets one win).
 */
export async function ensureAdminAccount(
  deps: AuthDeps,
  admin: { email: string; password: string },
): Promise<'created' | 'exists'> {
  if (await deps.users.findByEmail(admin.email)) return 'exists';
  try {
    await registerUser(
      deps,
      { email: admin.email, name: 'Admin', role: 'ADMIN', password: admin.password },
      { actorId: null },
    );
    return 'created';
  } catch (error) {
    if (error instanceof AppError && error.httpStatus === 409) return 'exists';
    throw error;
  }
}
