import { describe, expect, it } from 'vitest';
import { formatPriceWords } from './price-words';

describe('prices in lakh and crore', () => {
  it('when an amount reaches a lakh or a crore, then it is said in those words', () => {
    expect(formatPriceWords(4_500_000, 'en')).toBe('₹45 lakh');
    expect(formatPriceWords(12_000_000, 'en')).toBe('₹1.2 crore');
    expect(formatPriceWords(12_500_000, 'en')).toBe('₹1.25 crore');
    expect(formatPriceWords(100_000, 'en')).toBe('₹1 lakh');
    expect(formatPriceWords(5_250_000_000, 'en')).toBe('₹525 crore');
  });

  it('when the page is in Hindi, then the words are लाख and करोड़', () => {
    expect(formatPriceWords(4_500_000, 'hi')).toBe('₹45 लाख');
    expect(formatPriceWords(12_000_000, 'hi')).toBe('₹1.2 करोड़');
  });

  it('when an amount is under a lakh, then it keeps the rupee form with Indian grouping', () => {
    expect(formatPriceWords(25_000, 'en')).toBe('₹25,000');
    expect(formatPriceWords(99_999.6, 'hi')).toBe('₹1 लाख');
    expect(formatPriceWords(0, 'en')).toBe('₹0');
  });
});
