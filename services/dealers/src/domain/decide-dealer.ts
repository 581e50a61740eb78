import { ERROR_MESSAGES as E } from '@ghar/contracts/texts';
import { conflict } from '@ghar/platform';
import type { ActionContext, DealerRecord } from './dealer';
import { dealerEvent } from './dealer-events';
import { requireDealer } from './find-dealer';
import type { DealersDeps } from './ports';

/**
 * PUT /admin/dealer-requests/:id/approve|reject: only a PENDING application, by one conditional
 * write, so of two admins deciding at once exactly one wins and the other gets 409. Approval
 * emits DealerApproved (auth makes the user a DEALER, bookings accepts the code); rejection
 * emits DealerRejected and frees the user to apply again.
 */
export async function decideDealer(
  deps: DealersDeps,
  id: string,
  status: 'APPROVED' | 'REJECTED',
  ctx: ActionContext,
): Promise<DealerRecord> {
  const record = await requireDealer(deps, id);
  if (record.status !== 'PENDING') throw conflict(E.dealerNotPending);
  const at = deps.clock.now();
  const user = (await deps.users.find(record.userId)) ?? { name: '', email: record.userId };
  const sponsor = record.sponsorId ? await deps.dealers.findById(record.sponsorId) : null;
  const after: DealerRecord = {
    ...record,
    status,
    decidedAt: at,
    decidedBy: ctx.actorId ?? undefined,
  };
  const decided = await deps.dealers.decide(id, { status, at, by: ctx.actorId }, [
    dealerEvent(after, user, sponsor?.referralCode, ctx),
  ]);
  if (!decided) throw conflict(E.dealerNotPending);
  if (status === 'REJECTED') await deps.openApplications.release(record.userId, id);
  return decided;
}
