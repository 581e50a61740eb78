const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const RUPEES_AND_PAISE = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Prices in Indian style without decimals (part 1 §9), e.g. ₹1,25,000: the web and every message. */
export function formatRupees(amount: number): string {
  return WHOLE_RUPEES.format(amount);
}

/** Commissions keep paise (DESIGN §6: rupees, 2 decimals), e.g. ₹2,500.50. */
export function formatRupeesWithPaise(amount: number): string {
  return RUPEES_AND_PAISE.format(amount);
}
