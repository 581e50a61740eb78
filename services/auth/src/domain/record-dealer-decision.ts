import type { DealerApprovedData } from '@ghar/contracts/events';
import { changeUser } from './change-user';
import type { AuthDeps } from './ports';
import type { ActionContext } from './user';
import { userEvent } from './user-events';

/**
 * Keeps the user's dealer {referralCode, status} in step with the dealers service. Approval
 * makes the user a DEALER (an ADMIN stays ADMIN), on their next request without a new sign-in:
 * the role is handed to the gateway for the tokens they hold (issue 23 item 6). An event older
 * than the decision on record is ignored.
 */
export async function recordDealerDecision(
  deps: AuthDeps,
  dealer: DealerApprovedData,
  decidedAt: Date,
  ctx: ActionContext,
): Promise<'applied' | 'ignored'> {
  const user = await deps.users.findById(dealer.userId);
  if (!user) return 'ignored';
  const { before, after } = await changeUser(deps, dealer.userId, (current) => {
    if (current.dealer && current.dealer.decidedAt > decidedAt) return null;
    const role =
      dealer.status === 'APPROVED' && current.role === 'USER' ? ('DEALER' as const) : current.role;
    return {
      change: {
        set: {
          role,
          ...(role === current.role ? {} : { roleChangedAt: decidedAt }),
          dealer: { referralCode: dealer.referralCode, status: dealer.status, decidedAt },
        },
      },
      events: (next) => (role === current.role ? [] : [userEvent('UserUpdated', next, ctx)]),
    };
  });
  // Also on a redelivered approval: a crash between the write and this leaves no old role behind.
  if (before.role !== after.role || dealer.status === 'APPROVED') {
    await deps.sessions.applyRole(dealer.userId, after.role);
  }
  return before.revision === after.revision ? 'ignored' : 'applied';
}
