/**
 * Wraps an expensive read so that callers within `maxAgeMs` of it share its answer and callers
 * while it runs share the one read in flight. For admin figures that read a whole collection:
 * FerretDB 1.24 scans every document for every find (~130 µs each), and the admin dashboard asks
 * every 5 s per open tab. A failed read is not kept: the next caller tries again.
 */
export function sharedRecentRead<T>(
  read: () => Promise<T>,
  options: { maxAgeMs: number; now?: () => number },
): () => Promise<T> {
  const now = options.now ?? Date.now;
  let kept: { at: number; value: T } | undefined;
  let inFlight: Promise<T> | undefined;
  return () => {
    if (kept && now() - kept.at < options.maxAgeMs) return Promise.resolve(kept.value);
    if (inFlight) return inFlight;
    const startedAt = now();
    inFlight = read()
      .then((value) => {
        kept = { at: startedAt, value };
        return value;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
}

/** How old the admin dashboard's and analytics' figures may be (they say "as of" that age). */
export const ADMIN_FIGURES_MAX_AGE_MS = 15_000;
