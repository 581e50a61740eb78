import type { FilterQuery, Model } from 'mongoose';

/** How far past a page's start a list counts (the audit's largest read: a badge's "99+"). */
export const COUNT_AHEAD = 100;

/**
 * A list's total under an admin's search, counted from the page's first row and at most
 * COUNT_AHEAD rows on (a count over the whole collection grows with it, issue 24 item 3).
 * `atLeast`: the count stopped there, so there may be more; the next pages count further.
 */
export async function cappedTotal<T>(
  model: Model<T>,
  filter: FilterQuery<T>,
  skip: number,
): Promise<{ total: number; atLeast: boolean }> {
  const ahead = await model.countDocuments(filter, { skip, limit: COUNT_AHEAD });
  if (ahead > 0 || skip === 0) return { total: skip + ahead, atLeast: ahead === COUNT_AHEAD };
  // A page past the end: count from the first row instead.
  const fromStart = await model.countDocuments(filter, { limit: COUNT_AHEAD });
  return { total: fromStart, atLeast: fromStart === COUNT_AHEAD };
}
