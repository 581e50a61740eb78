import type { DealerRecord } from './dealer';
import type { DealersDeps } from './ports';
import { usableDealerOfCode } from './usable-code';

/** The code typed at application: a sponsor, the company (null), or not a usable code. */
export type SponsorChoice = { sponsor: DealerRecord | null } | { invalid: true };

/**
 * Blank, or an ADMIN's id (the profile's 'Admin Dealer Code'), joins directly under the company;
 * otherwise the code must be a usable one (an APPROVED application of a user neither blocked nor
 * deleted) that is not the applicant's own. Since
 * the sponsor is APPROVED before the applicant exists, the tree can never hold a cycle.
 */
export async function resolveSponsor(
  deps: Pick<DealersDeps, 'dealers' | 'users'>,
  applicantUserId: string,
  typed: string | undefined,
): Promise<SponsorChoice> {
  const code = typed?.trim() ?? '';
  if (code === '') return { sponsor: null };
  const sponsor = await usableDealerOfCode(deps, code);
  if (sponsor) return sponsor.userId === applicantUserId ? { invalid: true } : { sponsor };
  const admin = await deps.users.find(code.toLowerCase());
  return admin?.role === 'ADMIN' ? { sponsor: null } : { invalid: true };
}
