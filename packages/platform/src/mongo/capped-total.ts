import type { FilterQuery, Model } from 'mongoose';

/**
 * The most a list's total counts (issue 24 item 3: no request counts a growing collection; the
 * query audit allows a count capped at 100). Beyond it a total is a lower bound the screens show
 * as "100+" and "page 1 of 5+".
 */
export const TOTAL_COUNT_CAP = 100;

export interface CappedTotal {
  /** Exact when `capped` is false; otherwise at least this many. */
  total: number;
  /** The count stopped at the cap: there may be more, and later pages count further. */
  capped: boolean;
}

/**
 * A list's total counted from the page's first row on, up to TOTAL_COUNT_CAP, plus the rows
 * before it: below the cap the exact total. A page past the end counts nothing from its start,
 * so the total is counted again from the first row, capped too.
 */
export async function cappedTotal<T>(
  model: Model<T>,
  filter: FilterQuery<T>,
  skip: number,
): Promise<CappedTotal> {
  const ahead = await model.countDocuments(filter, { skip, limit: TOTAL_COUNT_CAP });
  if (ahead > 0 || skip === 0) return { total: skip + ahead, capped: ahead >= TOTAL_COUNT_CAP };
  const fromStart = await model.countDocuments(filter, { limit: TOTAL_COUNT_CAP });
  return { total: fromStart, capped: fromStart >= TOTAL_COUNT_CAP };
}
