// The quick filters (issue 26 item 1): what portals open with, above the search's results and
// on the home search panel. Each chip is a view of the search's filters (its URL) and a change
// to them.

type BhkFilters = { bhk: string; minBhk: string };

export const BHK_CHIPS = ['1', '2', '3', '4+'] as const;
export type BhkChip = (typeof BHK_CHIPS)[number];
/** "4+" is every home of four bedrooms or more (minBhk). */
const MANY_BHK = 4;

/** The chip the filters show as chosen, if one fits them exactly. */
export const bhkChipOf = (filters: BhkFilters): BhkChip | undefined => {
  if (filters.minBhk === String(MANY_BHK) && filters.bhk === '') return '4+';
  if (filters.minBhk !== '') return undefined;
  return BHK_CHIPS.find((chip) => chip === filters.bhk);
};

/** The filters a press on a chip sets: the chip, or nothing when it was already chosen. */
export const bhkChipFilters = (chip: BhkChip, current: BhkChip | undefined): BhkFilters => {
  if (chip === current) return { bhk: '', minBhk: '' };
  return chip === '4+' ? { bhk: '', minBhk: String(MANY_BHK) } : { bhk: chip, minBhk: '' };
};

const THOUSAND = 1_000;
const LAKH = 100_000;
const CRORE = 10_000_000;

// Monthly rents of Rajasthan's cities (a room ₹5,000, a family flat ₹10,000–₹30,000) and
// sale prices from a plot to a villa.
const MONTHLY_PRESETS = [5, 10, 15, 20, 30, 50, 100].map((n) => n * THOUSAND);
const PRICE_PRESETS = [
  10 * LAKH,
  20 * LAKH,
  30 * LAKH,
  50 * LAKH,
  75 * LAKH,
  CRORE,
  2 * CRORE,
  5 * CRORE,
];

export type BudgetField = {
  min: 'minPrice' | 'minPerMonthCharges';
  max: 'maxPrice' | 'maxPerMonthCharges';
  /** Whether the amounts are per month (rent and lease) or a price (buy). */
  monthly: boolean;
};

/** Buying is budgeted by price; renting, leasing or an open search by the monthly charge. */
export const budgetField = (action: string): BudgetField =>
  action === 'SELL'
    ? { min: 'minPrice', max: 'maxPrice', monthly: false }
    : { min: 'minPerMonthCharges', max: 'maxPerMonthCharges', monthly: true };

/**
 * The amounts a budget select offers, ascending; a value the URL holds that is not a preset
 * (typed in the full filters) is offered too, so the select shows what is in force.
 */
export const budgetPresets = (field: BudgetField, chosen: string[] = []): number[] => {
  const presets = field.monthly ? MONTHLY_PRESETS : PRICE_PRESETS;
  const extra = chosen
    .map(Number)
    .filter((n) => chosen.length > 0 && n > 0 && !presets.includes(n));
  return [...new Set([...presets, ...extra])].sort((a, b) => a - b);
};
