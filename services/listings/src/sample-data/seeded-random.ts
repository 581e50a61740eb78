/**
 * A small deterministic random source, so the same seed draws the same sample market and
 * pictures (the seed job, its photos and the benchmarks).
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}
