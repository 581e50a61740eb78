/** A read whose answer is shared for a while; call it to get the value. */
export interface SharedRecentRead<T> {
  (): Promise<T>;
  /** The value last read or kept, however old; undefined before the first one. */
  lastKnown(): T | undefined;
  /** Whether a call now would answer without reading. */
  isFresh(): boolean;
  /** Keeps a value this process has just written, as if it had been read now. */
  keep(value: T): void;
}

/**
 * Wraps an expensive read so that callers within `maxAgeMs` of it share its answer and callers
 * while it runs share the one read in flight. For admin figures that read a whole collection:
 * FerretDB 1.24 scans every document for every find (~130 µs each), and the admin dashboard asks
 * every 5 s per open tab; and for settings, read on every use. A failed read is not kept: the
 * next caller tries again.
 */
export function sharedRecentRead<T>(
  read: () => Promise<T>,
  options: { maxAgeMs: number; now?: () => number },
): SharedRecentRead<T> {
  const now = options.now ?? Date.now;
  let kept: { at: number; value: T } | undefined;
  let inFlight: Promise<T> | undefined;
  const isFresh = () => kept !== undefined && now() - kept.at < options.maxAgeMs;
  const get = () => {
    if (kept && isFresh()) return Promise.resolve(kept.value);
    if (inFlight) return inFlight;
    const startedAt = now();
    inFlight = read()
      .then((value) => {
        // A value kept while this read ran was written after it started: it is the newer one.
        if (!kept || kept.at <= startedAt) kept = { at: startedAt, value };
        return value;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
  return Object.assign(get, {
    lastKnown: () => kept?.value,
    isFresh,
    keep: (value: T) => {
      kept = { at: now(), value };
    },
  });
}

/**
 * How old the admin dashboard's figures may be. They were whole-collection reads kept 15 s; since
 * issue 24 they are counters read by `_id`, so only polls arriving together share a read, and a
 * change shows on the next poll (a test waiting for a figure no longer waits 15 s for it).
 */
export const ADMIN_FIGURES_MAX_AGE_MS = 1_000;
