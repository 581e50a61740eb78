/**
 * Calendar buckets on India's clock (IST = UTC+05:30, no daylight saving), for the admin
 * analytics: a week starts on Monday 00:00 IST, a month on the 1st 00:00 IST. Keys are the
 * bucket's first day as written in India: a week 'YYYY-MM-DD', a month 'YYYY-MM'.
 */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The IST wall-clock fields of an instant, read through UTC getters of a shifted date. */
const istWallClock = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS);

const dayKey = (wall: Date) => wall.toISOString().slice(0, 10);

/** Midnight IST of the Monday of the week holding `at`, as a wall-clock date (UTC fields). */
function mondayOf(at: Date): Date {
  const wall = istWallClock(at);
  const daysSinceMonday = (wall.getUTCDay() + 6) % 7;
  return new Date(
    Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() - daysSinceMonday),
  );
}

export const istWeekKey = (at: Date): string => dayKey(mondayOf(at));

export function istMonthKey(at: Date): string {
  return istWallClock(at).toISOString().slice(0, 7);
}

/** The keys of the last `count` weeks up to the one holding `now`, oldest first. */
export function istWeekKeys(now: Date, count: number): string[] {
  const monday = mondayOf(now).getTime();
  return Array.from({ length: count }, (_, i) =>
    dayKey(new Date(monday - (count - 1 - i) * 7 * DAY_MS)),
  );
}

/** The keys of the last `count` calendar months up to the one holding `now`, oldest first. */
export function istMonthKeys(now: Date, count: number): string[] {
  const wall = istWallClock(now);
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() - (count - 1 - i), 1))
      .toISOString()
      .slice(0, 7),
  );
}

/** The instant a bucket key ('YYYY-MM-DD' or 'YYYY-MM') starts: where a window's read begins. */
export function istBucketStart(key: string): Date {
  const day = key.length === 7 ? `${key}-01` : key;
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS);
}

/**
 * One zeroed row per bucket key, oldest first, and the row an instant falls in (undefined when
 * it lies outside the window): every series of the analytics is counted through it.
 */
export function bucketSeries<R>(
  keys: readonly string[],
  keyOf: (at: Date) => string,
  zero: (key: string) => R,
): { rows: R[]; rowAt: (at: Date) => R | undefined } {
  const rows = keys.map(zero);
  const byKey = new Map(keys.map((key, i) => [key, rows[i]]));
  return { rows, rowAt: (at) => byKey.get(keyOf(at)) };
}
