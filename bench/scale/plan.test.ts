import { describe, expect, it } from 'vitest';
import { countsAt, dealerTree, DISTRICT, skewedIndex, TREE_DEPTH, uplineOf } from './plan';

/** A deterministic stand-in for Math.random: the same sequence every run. */
function sequence(seed = 1) {
  let state = seed;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

describe('countsAt', () => {
  it('is the district at scale 1', () => {
    expect(countsAt(1)).toEqual({ ...DISTRICT });
  });

  it('multiplies every count, keeping at least one of each and a dealer per level', () => {
    const small = countsAt(0.05);
    expect(small.listings).toBe(500);
    expect(small.users).toBe(2_500);
    expect(small.pendingBookings).toBe(100);
    expect(countsAt(0.0001).dealers).toBe(TREE_DEPTH);
    expect(countsAt(0.0001).inquiries).toBe(1);
  });

  it('refuses a scale that is not positive', () => {
    expect(() => countsAt(0)).toThrow(/BENCH_SCALE/);
    expect(() => countsAt(Number.NaN)).toThrow(/BENCH_SCALE/);
  });
});

describe('dealerTree', () => {
  it.each([6, 7, 50, 1_000])('is exactly six levels deep with %i dealers', (count) => {
    const { level, sponsor } = dealerTree(count);
    expect(level).toHaveLength(count);
    expect(Math.max(...level)).toBe(6);
    expect(new Set(level)).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    // Every chain up the sponsors is as long as the level says, and ends at the company.
    for (let i = 0; i < count; i += 1) expect(uplineOf(i, sponsor)).toHaveLength(level[i]! - 1);
  });

  it('puts every sponsor one level up and earlier in the list', () => {
    const { level, sponsor } = dealerTree(1_000);
    sponsor.forEach((s, i) => {
      if (s === null) expect(level[i]).toBe(1);
      else {
        expect(s).toBeLessThan(i);
        expect(level[s]).toBe(level[i]! - 1);
      }
    });
  });

  it('grows about three times wider per level at 1,000 dealers', () => {
    const { level } = dealerTree(1_000);
    const widths = [1, 2, 3, 4, 5, 6].map((l) => level.filter((x) => x === l).length);
    expect(widths).toEqual([3, 9, 26, 76, 224, 662]);
  });

  it('is one dealer per level with exactly six', () => {
    expect(dealerTree(6).level).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('skewedIndex', () => {
  it('stays in range and favours the first indices (1/k)', () => {
    const draw = skewedIndex(1_000, sequence());
    const hits = new Array<number>(1_000).fill(0);
    for (let i = 0; i < 100_000; i += 1) hits[draw()]! += 1;
    expect(hits.every((n) => n >= 0)).toBe(true);
    // Index 0 weighs 1 / H(1000) ≈ 13 %; index 9 a tenth of that; the tail is rare each.
    expect(hits[0]! / 100_000).toBeGreaterThan(0.12);
    expect(hits[0]! / 100_000).toBeLessThan(0.15);
    expect(hits[0]! / hits[9]!).toBeGreaterThan(7);
    expect(hits[0]! / hits[9]!).toBeLessThan(13);
    expect(hits.slice(500).reduce((a, b) => a + b, 0) / 100_000).toBeLessThan(0.12);
  });

  it('draws every index sometimes and refuses an empty list', () => {
    const draw = skewedIndex(5, sequence(7));
    const seen = new Set(Array.from({ length: 2_000 }, draw));
    expect(seen).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(() => skewedIndex(0, sequence())).toThrow();
  });
});
