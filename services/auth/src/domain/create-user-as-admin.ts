import type { AdminCreateUserBody } from '@ghar/contracts/http';
import type { AuthDeps } from './ports';
import { registerUser } from './register-user';
import type { ActionContext, UserRecord } from './user';

/** Admin's Add New User (part 2 §5): no password leaves the account to Google sign-in. */
export function createUserAsAdmin(
  deps: AuthDeps,
  input: AdminCreateUserBody,
  ctx: ActionContext,
): Promise<UserRecord> {
  return registerUser(
    deps,
    {
      email: input.email,
      name: input.name,
      role: input.role,
      mobile: input.mobile || undefined,
      aadhaar: input.aadhaar || undefined,
      password: input.password,
    },
    ctx,
  );
}
