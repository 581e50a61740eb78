import type { DealerSignupBody } from '@ghar/contracts/http';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { badRequest, inspectUpload } from '@ghar/platform';
import { SIGNUP_AADHAAR_IMAGE } from './image-policies';
import type { AuthDeps } from './ports';
import { registerUser } from './register-user';
import type { UserRecord } from './user';

/**
 * The sponsor's code as the dealers service files it: undefined joins directly under the
 * company (a blank code, or an ADMIN's id — the profile's 'Admin Dealer Code'); otherwise the
 * upper-case code of an APPROVED dealer. Anything else is refused before an account exists.
 */
async function sponsorCode(
  users: AuthDeps['users'],
  typed: string | undefined,
): Promise<string | undefined> {
  if (!typed) return undefined;
  if ((await users.findById(typed.toLowerCase()))?.role === 'ADMIN') return undefined;
  const code = typed.toUpperCase();
  if (await users.isApprovedDealerCode(code)) return code;
  throw badRequest(ERROR_MESSAGES.invalidReferralCode);
}

/**
 * Public dealer signup (part 1 §2, §5): a USER who may sign in at once, whose UserRegistered
 * carries the dealer application; the dealers service files it and answers with DealerApplied.
 */
export async function dealerSignUp(
  deps: AuthDeps,
  input: DealerSignupBody & { aadhaarImage?: { buffer: Buffer } },
  ctx: { requestId?: string },
): Promise<UserRecord> {
  const { referralCode: typed, aadhaarImage: image, ...account } = input;
  const referralCode = await sponsorCode(deps.users, typed);
  const aadhaarImage = image ? await inspectUpload(image, SIGNUP_AADHAAR_IMAGE) : undefined;
  return registerUser(
    deps,
    {
      ...account,
      role: 'USER',
      aadhaarImage,
      dealerApplication: referralCode ? { referralCode } : {},
    },
    { requestId: ctx.requestId },
  );
}
