import { describe, expect, it } from 'vitest';
import { formatIndianNumber } from './indian-number';
import { formatRupees, formatRupeesWithPaise } from './rupees';

// Intl is the oracle: the pure formatter must say exactly what en-IN's NumberFormat says.
const oracles = new Map<string, Intl.NumberFormat>();
const oracle = (key: string, options: Intl.NumberFormatOptions) => {
  const known = oracles.get(key) ?? new Intl.NumberFormat('en-IN', options);
  oracles.set(key, known);
  return known;
};
const intl = (value: number, min: number, max: number) =>
  oracle(`${min}-${max}`, { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
const intlRupees = (value: number, paise: number) =>
  oracle(`₹${paise}`, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: paise,
    maximumFractionDigits: paise,
  }).format(value);

// A fixed pseudo-random sequence: the same numbers on every run, wide in size and decimals.
function* samples(count: number): Generator<number> {
  let seed = 20261128;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const edges = [0, -0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.005, 1.005, 999.995, 99999.5, 1e15, -1e15];
  yield* edges;
  for (let i = 0; i < count; i += 1) {
    const magnitude = 10 ** Math.floor(next() * 16);
    const value = next() * magnitude;
    yield next() < 0.2 ? -value : value;
    yield Math.round(value);
    yield Math.round(value * 100) / 100;
  }
}

describe('Indian digit grouping without Intl', () => {
  it('when a number is grouped, then lakhs and crores group the Indian way', () => {
    expect(formatIndianNumber(1234567.5)).toBe('12,34,567.5');
    expect(formatIndianNumber(999)).toBe('999');
    expect(formatIndianNumber(1000)).toBe('1,000');
    expect(formatIndianNumber(-125000000)).toBe('-12,50,00,000');
  });

  it('when any amount is formatted, then it equals en-IN Intl for whole, 1, 2 and 3 decimals', () => {
    for (const value of samples(600)) {
      for (const [min, max] of [
        [0, 0],
        [0, 1],
        [0, 2],
        [2, 2],
        [0, 3],
      ] as const) {
        expect(formatIndianNumber(value, { min, max }), `${value} ${min}-${max}`).toBe(
          intl(value, min, max),
        );
      }
    }
  });

  it('when rupees are formatted, then they equal en-IN Intl currency with and without paise', () => {
    for (const value of samples(600)) {
      expect(formatRupees(value), String(value)).toBe(intlRupees(value, 0));
      expect(formatRupeesWithPaise(value), String(value)).toBe(intlRupees(value, 2));
    }
  });
});
