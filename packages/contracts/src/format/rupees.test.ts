import { describe, expect, it } from 'vitest';
import { formatRupees, formatRupeesWithPaise } from './rupees';

describe('rupee formatting (en-IN)', () => {
  it('when an amount is in lakhs or crores, then digits group the Indian way with the rupee sign', () => {
    expect(formatRupees(1234567)).toBe('₹12,34,567');
    expect(formatRupees(125000000)).toBe('₹12,50,00,000');
  });

  it('when a price has paise, then it is rounded to whole rupees', () => {
    expect(formatRupees(2500.6)).toBe('₹2,501');
    expect(formatRupees(99.4)).toBe('₹99');
  });

  it('when a price is zero or small, then it still shows the rupee sign without decimals', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(300)).toBe('₹300');
  });

  it('when a commission is formatted, then it keeps two decimals', () => {
    expect(formatRupeesWithPaise(2500.5)).toBe('₹2,500.50');
    expect(formatRupeesWithPaise(125000)).toBe('₹1,25,000.00');
  });
});
