import { describe, expect, it } from 'vitest';
import { channelSpreads, isLargeEnough, isNearlyBlank } from './photo-quality';

const MINIMUM = { long: 400, short: 300 };

describe('photo quality rules', () => {
  it('when a side is under the minimum in either orientation, then it is not large enough', () => {
    expect(isLargeEnough({ width: 400, height: 300 }, MINIMUM)).toBe(true);
    expect(isLargeEnough({ width: 300, height: 400 }, MINIMUM)).toBe(true);
    expect(isLargeEnough({ width: 399, height: 300 }, MINIMUM)).toBe(false);
    expect(isLargeEnough({ width: 1200, height: 299 }, MINIMUM)).toBe(false);
    expect(isLargeEnough({ width: 1, height: 1 }, MINIMUM)).toBe(false);
  });

  it('when every value of a channel is equal, then its spread is 0; a two-valued one spreads', () => {
    expect(channelSpreads([10, 20, 10, 20], 2)).toEqual([0, 0]);
    expect(channelSpreads([0, 5, 200, 5], 2)).toEqual([100, 0]);
  });

  it('when pixels are RGBA, then only the colours count, not the alpha', () => {
    const flatWithVaryingAlpha = [9, 9, 9, 0, 9, 9, 9, 255, 9, 9, 9, 128];
    expect(isNearlyBlank(flatWithVaryingAlpha, 4, 3)).toBe(true);
    expect(isNearlyBlank([9, 9, 9, 255, 200, 9, 9, 255], 4, 3)).toBe(false);
  });
});
