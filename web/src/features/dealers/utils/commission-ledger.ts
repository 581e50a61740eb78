import { formatRupees, formatRupeesWithPaise } from '@ghar/contracts/format';
import type { CommissionEntry } from '@ghar/contracts/http';
import { paiseToRupees, rupeesToPaise } from '@ghar/contracts/money';

// Whole rupees when the amount has no paise (₹90,000), otherwise with paise (₹4,500.50).
const rupees = (amount: number): string =>
  Number.isInteger(amount) ? formatRupees(amount) : formatRupeesWithPaise(amount);

export type RuleText = {
  key: CommissionEntry['rule']['basis'];
  values: { percent: string; base: string; deal: string };
};

// The rule that produced an entry, in figures: '2% of sale price ₹45,00,000 = ₹90,000'. The
// price or rent is the deal's commission taken back through its percent (the service sends the
// commission and the percent; the base is rounded to the rupee, as prices are shown).
export const ruleText = ({ rule }: CommissionEntry): RuleText => {
  const base =
    rule.basisPercent > 0 ? Math.round((rule.dealCommission * 100) / rule.basisPercent) : 0;
  return {
    key: rule.basis,
    values: {
      percent: String(rule.basisPercent),
      base: formatRupees(base),
      deal: rupees(rule.dealCommission),
    },
  };
};

export type LedgerTotals = { earned: number; reversed: number; net: number };

// Summed in paise, so that the totals are exact to the paisa whatever the number of entries.
export const ledgerTotals = (entries: readonly CommissionEntry[]): LedgerTotals => {
  let earned = 0;
  let reversed = 0;
  for (const entry of entries) {
    const paise = rupeesToPaise(entry.amount);
    if (paise < 0) reversed += paise;
    else earned += paise;
  }
  return {
    earned: paiseToRupees(earned),
    reversed: paiseToRupees(reversed),
    net: paiseToRupees(earned + reversed),
  };
};

// Whose booking earned a share: the dealers from the code's dealer up to this one's direct
// recruit, e.g. 'Divya (DVYA2345) → Mohan (MHN23456)'; null at level 1 (the dealer's own code).
export const downlineText = ({ downline }: CommissionEntry): string | null =>
  downline.length === 0
    ? null
    : downline.map((dealer) => `${dealer.name} (${dealer.referralCode})`).join(' → ');

// A commission amount: rupees with 2 decimals (docs/business-decisions.md), a reversal with its minus sign.
export const commissionAmount = (amount: number): string => formatRupeesWithPaise(amount);
