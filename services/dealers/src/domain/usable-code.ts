import type { DealerRecord } from './dealer';
import type { DealersDeps } from './ports';
import { normalizedCode } from './referral-code';

/**
 * The dealer a typed code names when it may be used: an APPROVED application whose user is
 * neither blocked nor deleted (issue 23 item 5); null otherwise. The one rule behind the public
 * check, a sponsor's code and (for the code's owner) the commission.
 */
export async function usableDealerOfCode(
  deps: Pick<DealersDeps, 'dealers' | 'users'>,
  typed: string,
): Promise<DealerRecord | null> {
  const dealer = await deps.dealers.findByCode(normalizedCode(typed));
  if (dealer?.status !== 'APPROVED') return null;
  const denied = await deps.users.denied([dealer.userId]);
  return denied.has(dealer.userId) ? null : dealer;
}
