/**
 * The district market's pure parts (no I/O, unit-tested in plan.test.ts): how many of each
 * thing a scale asks for, the dealers' referral tree, and drawing with a skew (a few owners,
 * listings and users are very busy, most are quiet, as in a real market).
 */

/** Issue 24's district, at BENCH_SCALE 1. */
export const DISTRICT = {
  listings: 10_000,
  users: 50_000,
  bookings: 10_000,
  pendingBookings: 2_000,
  dealers: 1_000,
  commissions: 30_000,
  notifications: 50_000,
  inquiries: 5_000,
} as const;
export type Counts = { -readonly [K in keyof typeof DISTRICT]: number };

/** Every count times the scale, at least one of each (a tiny scale still walks every route). */
export function countsAt(scale: number): Counts {
  if (!(scale > 0)) throw new Error(`BENCH_SCALE must be > 0, not ${scale}`);
  const counts = Object.fromEntries(
    Object.entries(DISTRICT).map(([key, n]) => [key, Math.max(1, Math.round(n * scale))]),
  ) as Counts;
  // The tree needs a dealer per level; the PENDING bookings are some of the bookings.
  counts.dealers = Math.max(counts.dealers, TREE_DEPTH);
  counts.pendingBookings = Math.min(counts.pendingBookings, counts.bookings);
  // Dealers are users too; so are the listings' owners (one in five users lists something).
  counts.users = Math.max(counts.users, counts.dealers + 10);
  return counts;
}

/** The referral tree's depth (issue 24: six levels). */
export const TREE_DEPTH = 6;

/**
 * The sponsor of each dealer (index into the same list, null under the company) and its level
 * (1 = directly under the company). Level k holds about r^k dealers, r the fan-out that fills
 * `depth` levels with `count` (≈ 3 for 1,000 in six), the last level taking the rest; sponsors
 * are always earlier in the list, so the tree is exactly `depth` levels deep when count ≥ depth.
 */
export function dealerTree(count: number, depth = TREE_DEPTH) {
  const filled = (r: number) =>
    Array.from({ length: depth }, (_, k) => r ** (k + 1)).reduce((a, b) => a + b, 0);
  let [low, high] = [1, Math.max(2, count)];
  for (let i = 0; i < 60; i += 1) {
    const mid = (low + high) / 2;
    if (filled(mid) < count) low = mid;
    else high = mid;
  }
  const widths: number[] = [];
  let left = count;
  for (let level = 1; level <= depth && left > 0; level += 1) {
    const width =
      level === depth
        ? left
        : Math.max(1, Math.min(left - (depth - level), Math.round(low ** level)));
    widths.push(width);
    left -= width;
  }
  const sponsor: (number | null)[] = [];
  const level: number[] = [];
  let start = 0;
  for (const [i, width] of widths.entries()) {
    const above = i === 0 ? null : { from: start - widths[i - 1]!, size: widths[i - 1]! };
    for (let k = 0; k < width; k += 1) {
      sponsor.push(above ? above.from + (k % above.size) : null);
      level.push(i + 1);
    }
    start += width;
  }
  return { sponsor, level };
}

/** The chain of sponsors above a dealer, nearest first (commissions go up it). */
export function uplineOf(index: number, sponsor: (number | null)[]): number[] {
  const chain: number[] = [];
  for (let at = sponsor[index]; at !== null && at !== undefined; at = sponsor[at]) chain.push(at);
  return chain;
}

/**
 * An index in [0, n) drawn with a Zipf-like 1/(k+1) skew: index 0 is the most common. Drawing
 * is a binary search of the cumulative weights, so a million draws of 50,000 cost little.
 */
export function skewedIndex(n: number, random: () => number): () => number {
  if (n < 1) throw new Error('nothing to draw from');
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k += 1) cumulative[k] = sum += 1 / (k + 1);
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! < target) low = mid + 1;
      else high = mid;
    }
    return low;
  };
}

/** A day's worth of milliseconds, for spreading creation dates. */
export const DAY_MS = 86_400_000;

/** A date `i` of `n` evenly back over `days` days before `now` (0 = the oldest). */
export const spreadDate = (now: Date, i: number, n: number, days: number) =>
  new Date(now.getTime() - days * DAY_MS + Math.floor(((i + 0.5) / n) * days * DAY_MS));
