import { describe, expect, it } from 'vitest';
import { roundToPaise } from './paise';

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
