import type { CommissionEntry } from '@ghar/contracts/http';
import { paiseToRupees } from '@ghar/contracts/money';
import type { Actor, CommissionRecord } from './dealer';
import type { DealersDeps } from './ports';

/** One ledger entry as the API shows it (contracts' CommissionEntry). */
export const commissionView = (record: CommissionRecord): CommissionEntry => ({
  id: record.id,
  kind: record.kind,
  level: record.level,
  amount: paiseToRupees(record.amountPaise),
  createdAt: record.createdAt.toISOString(),
  property: { id: record.propertyId, title: record.propertyTitle, action: record.propertyAction },
  booking: { id: record.bookingId, dealerCode: record.dealerCode },
  rule: {
    dealCommission: paiseToRupees(record.dealCommissionPaise),
    basis: record.basis,
    basisPercent: record.basisPercent,
    levelPercent: record.levelPercent,
  },
  downline: record.downline.map((dealer) => ({ name: dealer.name, referralCode: dealer.code })),
  ...(record.reverses ? { reverses: record.reverses } : {}),
});

/** Entries per page of GET /dealers/my-commissions (the query audit's largest read). */
export const MY_COMMISSIONS_PAGE = 100;

/**
 * GET /dealers/my-commissions?page: one page (100) of the entries of the caller's latest
 * APPROVED application, newest first (a caller with none, such as an admin, has none).
 */
export async function myCommissions(
  deps: Pick<DealersDeps, 'dealers' | 'ledger'>,
  actor: Actor,
  page = 1,
): Promise<CommissionEntry[]> {
  const latest = await deps.dealers.latestOfUser(actor.userId);
  if (latest?.status !== 'APPROVED') return [];
  const entries = await deps.ledger.ofDealer(latest.id, { page, limit: MY_COMMISSIONS_PAGE });
  return entries.map(commissionView);
}
