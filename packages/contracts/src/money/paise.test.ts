import { describe, expect, it } from 'vitest';
import { roundToPaise, sumRupees } from './paise';

describe('roundToPaise', () => {
  it.each([
    [0.001, 0],
    [0.005, 0.01],
    [10.005, 10.01],
    [1_250.456, 1_250.46],
    [18_000, 18_000],
    [10_000_000_000, 10_000_000_000],
  ])('when %f rupees are rounded, then %f', (rupees, expected) => {
    expect(roundToPaise(rupees)).toBe(expected);
  });
});

describe('sumRupees', () => {
  it('when amounts with paise are summed, then the sum is exact to the paisa', () => {
    expect(sumRupees([0.1, 0.2])).toBe(0.3);
    expect(sumRupees([300, 1_250.45, 0.05])).toBe(1_550.5);
    expect(sumRupees([])).toBe(0);
  });
});
