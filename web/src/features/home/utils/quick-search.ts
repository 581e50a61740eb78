import { bhkChipFilters, budgetField } from '@/lib/quick-filters';
import type { BhkChip } from '@/lib/quick-filters';

/** The home panel's quick choices (issue 26 item 1): a BHK chip and a budget range. */
export type HomeQuick = { bhk: BhkChip | undefined; budgetMin: string; budgetMax: string };

export const NO_QUICK: HomeQuick = { bhk: undefined, budgetMin: '', budgetMax: '' };

/**
 * The search's filters the quick choices mean for the chosen deal: the chip as bhk (4+ as
 * minBhk), the budget as the monthly charge (rent, lease) or the price (buy); a range picked
 * upside down is read the right way round. Empty values are left out of the URL.
 */
export const quickQuery = (action: string, quick: HomeQuick): Record<string, string> => {
  const field = budgetField(action);
  const [low, high] =
    quick.budgetMin !== '' &&
    quick.budgetMax !== '' &&
    Number(quick.budgetMin) > Number(quick.budgetMax)
      ? [quick.budgetMax, quick.budgetMin]
      : [quick.budgetMin, quick.budgetMax];
  return {
    ...(quick.bhk ? bhkChipFilters(quick.bhk, undefined) : {}),
    [field.min]: low,
    [field.max]: high,
  };
};
