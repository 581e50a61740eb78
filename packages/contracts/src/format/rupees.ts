import { indianNumberParts } from './indian-number';

const rupees = (amount: number, paise: number): string => {
  const { negative, digits } = indianNumberParts(amount, { min: paise, max: paise });
  return `${negative ? '-' : ''}₹${digits}`;
};

/** Prices in Indian style without decimals (part 1 §9), e.g. ₹1,25,000: the web and every message. */
export function formatRupees(amount: number): string {
  return rupees(amount, 0);
}

/** Commissions keep paise (docs/business-decisions.md: rupees, 2 decimals), e.g. ₹2,500.50. */
export function formatRupeesWithPaise(amount: number): string {
  return rupees(amount, 2);
}
