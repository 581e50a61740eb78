import type { FilterQuery, Model } from 'mongoose';
import { TOTAL_COUNT_CAP, type CappedTotal } from '../domain/capped-total';

/**
 * A list's total without counting a growing collection (issue 24): the matches from the page's
 * first row on, counted up to TOTAL_COUNT_CAP, plus the rows before it. Below the cap it is the
 * exact total; at the cap the screen says "at least" ("100+") and pages on. A page past the end
 * counts nothing from its start, so the total is counted again from the first row, capped too.
 */
export async function cappedTotal<T>(
  model: Model<T>,
  query: FilterQuery<T>,
  skip: number,
): Promise<CappedTotal> {
  const counted = await model.countDocuments(query, { skip, limit: TOTAL_COUNT_CAP });
  if (counted > 0 || skip === 0) {
    return { total: skip + counted, totalCapped: counted >= TOTAL_COUNT_CAP };
  }
  const fromStart = await model.countDocuments(query).limit(TOTAL_COUNT_CAP);
  return { total: fromStart, totalCapped: fromStart >= TOTAL_COUNT_CAP };
}
