import { describe, expect, it } from 'vitest';
import { isPriceDropNews } from './shortlist-price-drops';

describe('isPriceDropNews', () => {
  it('when the price is below the saved one and nothing was told, then it is news', () => {
    expect(isPriceDropNews({ savedPrice: 20_000 }, 18_000)).toBe(true);
  });

  it('when the price is the saved one or higher, then it is not', () => {
    expect(isPriceDropNews({ savedPrice: 20_000 }, 20_000)).toBe(false);
    expect(isPriceDropNews({ savedPrice: 20_000 }, 22_000)).toBe(false);
  });

  it('when a lower price was told already, then only a price below that one is news', () => {
    expect(isPriceDropNews({ savedPrice: 20_000, notifiedPrice: 18_000 }, 19_000)).toBe(false);
    expect(isPriceDropNews({ savedPrice: 20_000, notifiedPrice: 18_000 }, 18_000)).toBe(false);
    expect(isPriceDropNews({ savedPrice: 20_000, notifiedPrice: 18_000 }, 15_000)).toBe(true);
  });
});
