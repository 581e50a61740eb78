import { describe, expect, it } from 'vitest';
import { formatCompactRupees, formatPriceWords } from './price-words';

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

describe('KPI card sums in lakh and crore', () => {
  it('when a sum reaches a lakh, a crore or a lakh crore, then it is one short figure', () => {
    expect(formatCompactRupees(124_350_000, 'en')).toBe('₹12.4 crore');
    expect(formatCompactRupees(4_550_000, 'en')).toBe('₹45.5 lakh');
    expect(formatCompactRupees(12_345_678_900_000, 'en')).toBe('₹12.3 lakh crore');
    expect(formatCompactRupees(10_000_000_000, 'en')).toBe('₹1,000 crore');
  });

  it('when a sum is about to round into the next unit, then the next unit is used', () => {
    expect(formatCompactRupees(9_996_000, 'en')).toBe('₹1 crore');
    expect(formatCompactRupees(99_999.6, 'en')).toBe('₹1 lakh');
  });

  it('when a sum is absurd (₹1e300), then only the bound shows, never hundreds of digits', () => {
    expect(formatCompactRupees(1e300, 'en')).toBe('₹1,00,000+ lakh crore');
    expect(formatCompactRupees(1e300, 'hi')).toBe('₹1,00,000+ लाख करोड़');
  });

  it('when the page is in Hindi, then the units are लाख, करोड़ and लाख करोड़', () => {
    expect(formatCompactRupees(124_350_000, 'hi')).toBe('₹12.4 करोड़');
    expect(formatCompactRupees(150_000, 'hi')).toBe('₹1.5 लाख');
  });

  it('when a sum is under a lakh, then the full rupee form stays, with paise when asked', () => {
    expect(formatCompactRupees(25_000, 'en')).toBe('₹25,000');
    expect(formatCompactRupees(2_500.5, 'en', { paise: true })).toBe('₹2,500.50');
    expect(formatCompactRupees(0, 'hi')).toBe('₹0');
  });
});
