import { randomBytes } from 'node:crypto';
import { dealCommissionPaise, splitCommission, type CommissionSettings } from './commission';
import type { BookingApprovedData, BookingUnbookedData } from '@ghar/contracts/events';
import { commissionDealSchema } from '@ghar/contracts/http';
import { commissionEvent } from './commission-events';
import type { CommissionBasis, CommissionRecord, DealerRecord } from './dealer';
import type { DealersDeps } from './ports';
import { normalizedCode } from './referral-code';

const newId = () => randomBytes(12).toString('hex');

/** The code's APPROVED dealer and its sponsors upward, as many as the split pays. */
async function chainOf(deps: DealersDeps, code: string, levels: number): Promise<DealerRecord[]> {
  const chain: DealerRecord[] = [];
  let next = await deps.dealers.findByCode(code);
  if (next?.status !== 'APPROVED') return chain;
  while (next && chain.length < levels) {
    chain.push(next);
    next = next.sponsorId ? await deps.dealers.findById(next.sponsorId) : null;
  }
  return chain;
}

function ruleOf(commission: CommissionSettings, action: BookingApprovedData['propertyAction']) {
  const basis: CommissionBasis = action === 'SELL' ? 'SALE_PERCENT' : commission.rentRule;
  const basisPercent =
    basis === 'SALE_PERCENT'
      ? commission.salePercent
      : basis === 'ONE_MONTH_RENT'
        ? 100
        : commission.rentPercentOfFirstMonth;
  return { basis, basisPercent };
}

/**
 * BookingApproved with a dealer code: the deal's commission (contracts' rule, the live settings) split from the code's dealer upward, one ledger entry with its CommissionEarned per
 * paying level. A share of 0 paise is not written; the unique (booking, dealer, kind) index
 * makes a replayed event write nothing. An unknown or unapproved code earns nothing (logged).
 *
 * Issue 23 items 4 and 5, whatever bookings let through: a code that is the booker's own earns
 * nobody anything (bookings refuses it as an invalid code); a dealer of the chain who is blocked,
 * deleted or the booker is skipped and the company keeps their share, while the other levels
 * are paid as the rule says (levels never move up).
 */
export async function earnCommissions(
  deps: DealersDeps,
  booking: BookingApprovedData,
): Promise<void> {
  if (!booking.dealerCode?.trim()) return;
  const code = normalizedCode(booking.dealerCode);
  // The rule as the admin set it when this booking is approved (issue 13 item 4).
  const commission = await deps.commission.current();
  const split = commission.levelSplitPercent;
  const chain = await chainOf(deps, code, split.length);
  if (chain.length === 0) {
    deps.logger.warn(
      { bookingId: booking.bookingId, dealerCode: code },
      'approved booking with a code of no approved dealer: no commission',
    );
    return;
  }
  if (chain[0]?.userId === booking.userId) {
    deps.logger.warn(
      { bookingId: booking.bookingId, dealerCode: code },
      "approved booking with the booker's own dealer code: no commission",
    );
    return;
  }
  const deal = commissionDealSchema.safeParse({
    action: booking.propertyAction,
    price: booking.propertyPrice,
    perMonthCharges: booking.propertyPerMonthCharges,
    leaseDuration: booking.propertyLeaseDuration,
  });
  if (!deal.success) {
    // Refused where it enters, once: retrying cannot mend the number, and the overflow it would
    // cause parked the event in the dead-letter queue while the booking stood CONFIRMED.
    deps.logger.error(
      { bookingId: booking.bookingId, fields: deal.error.issues.map((issue) => issue.path[0]) },
      'approved booking priced beyond the listing ceilings: no commission',
    );
    return;
  }
  const denied = await deps.users.denied(chain.map((dealer) => dealer.userId));
  const unpaid = (dealer: DealerRecord) =>
    denied.has(dealer.userId) || dealer.userId === booking.userId;
  const dealPaise = dealCommissionPaise(deal.data, commission);
  const users = await deps.users.findMany(chain.map((dealer) => dealer.userId));
  const downlineOf = (upTo: number) =>
    chain.slice(0, upTo).map((dealer) => ({
      dealerId: dealer.id,
      name: users.get(dealer.userId)?.name ?? '',
      code: dealer.referralCode,
    }));
  const now = deps.clock.now();
  for (const share of splitCommission(dealPaise, chain.length, split).levels) {
    const dealer = chain[share.level - 1];
    if (!dealer || share.paise === 0) continue;
    if (unpaid(dealer)) {
      deps.logger.info(
        { bookingId: booking.bookingId, dealerId: dealer.id, level: share.level },
        'dealer blocked, deleted or the booker: the company keeps this share',
      );
      continue;
    }
    const record: CommissionRecord = {
      id: newId(),
      dealerId: dealer.id,
      dealerUserId: dealer.userId,
      bookingId: booking.bookingId,
      propertyId: booking.propertyId,
      propertyTitle: booking.propertyTitle,
      propertyAction: booking.propertyAction,
      dealerCode: code,
      level: share.level,
      kind: 'EARNED',
      amountPaise: share.paise,
      dealCommissionPaise: dealPaise,
      ...ruleOf(commission, booking.propertyAction),
      levelPercent: split[share.level - 1] ?? 0,
      downline: downlineOf(share.level - 1),
      createdAt: now,
    };
    await deps.ledger.insert(record, [commissionEvent(record)]);
  }
}

/**
 * BookingUnbooked: every EARNED entry of the booking not yet reversed gets its REVERSED twin
 * (the negative amount, never a delete), each with CommissionReversed.
 */
export async function reverseCommissions(
  deps: DealersDeps,
  booking: Pick<BookingUnbookedData, 'bookingId'>,
): Promise<void> {
  const entries = await deps.ledger.ofBooking(booking.bookingId);
  const reversed = new Set(
    entries.filter((entry) => entry.kind === 'REVERSED').map((entry) => entry.reverses),
  );
  const now = deps.clock.now();
  for (const earned of entries.filter((entry) => entry.kind === 'EARNED')) {
    if (reversed.has(earned.id)) continue;
    const record: CommissionRecord = {
      ...earned,
      id: newId(),
      kind: 'REVERSED',
      amountPaise: -earned.amountPaise,
      reverses: earned.id,
      createdAt: now,
    };
    await deps.ledger.insert(record, [commissionEvent(record)]);
  }
}
