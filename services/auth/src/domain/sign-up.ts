import type { SignupBody } from '@ghar/contracts/http';
import { inspectUpload } from '@ghar/platform';
import type { AuthDeps } from './ports';
import { SIGNUP_AADHAAR_IMAGE } from './image-policies';
import { registerUser } from './register-user';
import type { UserRecord } from './user';

/** Public signup (part 1 §5): a USER with Aadhaar, and the Aadhaar card image when given. */
export async function signUp(
  deps: AuthDeps,
  input: SignupBody & { aadhaarImage?: { buffer: Buffer } },
  ctx: { requestId?: string },
): Promise<UserRecord> {
  const aadhaarImage = input.aadhaarImage
    ? await inspectUpload(input.aadhaarImage, SIGNUP_AADHAAR_IMAGE)
    : undefined;
  return registerUser(
    deps,
    {
      email: input.email,
      name: input.name,
      role: 'USER',
      mobile: input.mobile,
      aadhaar: input.aadhaar,
      password: input.password,
      aadhaarImage,
    },
    { requestId: ctx.requestId },
  );
}
