import {
  BUSINESS_DEFAULTS,
  type PropertyAction,
  type RentCommissionRule,
} from '@ghar/contracts/constants';

/** What a deal's commission is computed from: the property's pricing when the booking was approved. */
export interface CommissionDeal {
  action: PropertyAction;
  price?: number | null;
  /** RENT: the monthly rent. LEASE: the total lease charge. */
  perMonthCharges?: number | null;
  leaseDuration?: number | null;
}

/** The admin-editable rule of docs/business-decisions.md (BUSINESS_DEFAULTS.commission holds the defaults). */
export interface CommissionSettings {
  salePercent: number;
  rentRule: RentCommissionRule;
  rentPercentOfFirstMonth: number;
  /** Share of the commission for levels 1, 2, 3, … (level 1 = the dealer whose code was used). */
  levelSplitPercent: readonly number[];
}

export const DEFAULT_COMMISSION_SETTINGS: CommissionSettings = BUSINESS_DEFAULTS.commission;

/** One month of a rent or lease: RENT the monthly rent; LEASE the total over the months (whole if 0/missing). */
function monthlyRent(deal: CommissionDeal): number {
  const charge = deal.perMonthCharges ?? 0;
  if (deal.action === 'LEASE') {
    const months = deal.leaseDuration ?? 0;
    return months > 0 ? charge / months : charge;
  }
  return charge;
}

/**
 * The deal's whole commission in paise (docs/business-decisions.md): RENT/LEASE one month's rent (or a percent of
 * it, by the setting), SELL a percent of the price. Computed in paise and rounded once, half up,
 * so that the split below works on whole paise.
 */
export function dealCommissionPaise(
  deal: CommissionDeal,
  settings: CommissionSettings = DEFAULT_COMMISSION_SETTINGS,
): number {
  const rupees =
    deal.action === 'SELL'
      ? ((deal.price ?? 0) * settings.salePercent) / 100
      : settings.rentRule === 'ONE_MONTH_RENT'
        ? monthlyRent(deal)
        : (monthlyRent(deal) * settings.rentPercentOfFirstMonth) / 100;
  // The epsilon keeps 33333.335 from becoming 3333333.4999… before rounding.
  return Math.max(0, Math.round(rupees * 100 + 1e-7));
}

export interface CommissionSplit {
  /** One share per dealer in the chain, level 1 first, in paise. */
  levels: { level: number; paise: number }[];
  /** What is left after the dealers' shares (also the shares of missing levels), in paise. */
  companyPaise: number;
}

/**
 * Splits a commission down the referral chain. Each dealer's share is rounded DOWN to the paisa
 * and the company takes the remainder, so the shares always sum to the commission exactly:
 * no paisa is lost or invented, whatever the amount or the percentages (which sum to ≤ 100).
 * `chainLength` is how many dealers there are from the code's dealer upward (levels beyond the
 * split's length earn nothing).
 */
export function splitCommission(
  totalPaise: number,
  chainLength: number,
  splitPercent: readonly number[] = DEFAULT_COMMISSION_SETTINGS.levelSplitPercent,
): CommissionSplit {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) {
    throw new RangeError(`commission must be whole non-negative paise, got ${totalPaise}`);
  }
  const paying = Math.min(chainLength, splitPercent.length);
  const levels: CommissionSplit['levels'] = [];
  for (let index = 0; index < paying; index += 1) {
    // The epsilon absorbs binary noise (e.g. 10.1% of 1000 = 100.99999…) without ever rounding up
    // more than that noise.
    const paise = Math.floor((totalPaise * (splitPercent[index] ?? 0)) / 100 + 1e-7);
    levels.push({ level: index + 1, paise });
  }
  const paid = levels.reduce((sum, share) => sum + share.paise, 0);
  return { levels, companyPaise: totalPaise - paid };
}
