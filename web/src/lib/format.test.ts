import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from './format';

describe('formatPrice', () => {
  it('when a price is in lakhs, then it uses Indian digit grouping and the rupee sign', () => {
    expect(formatPrice(1234567)).toBe('₹12,34,567');
  });

  it('when a price has paise, then it is rounded to whole rupees', () => {
    expect(formatPrice(2500.6)).toBe('₹2,501');
    expect(formatPrice(99.4)).toBe('₹99');
  });

  it('when a price is zero or small, then it still shows the rupee sign without decimals', () => {
    expect(formatPrice(0)).toBe('₹0');
    expect(formatPrice(300)).toBe('₹300');
  });

  it('when a price is in crores, then the grouping continues in twos', () => {
    expect(formatPrice(125000000)).toBe('₹12,50,00,000');
  });
});

describe('formatDate', () => {
  const date = new Date(2025, 6, 14, 10, 30);

  it('when the language is English, then the date is written the Indian English way', () => {
    expect(formatDate(date, 'en')).toBe('14 July 2025');
  });

  it('when the language is Hindi, then the month is written in Devanagari', () => {
    expect(formatDate(date, 'hi')).toBe('14 जुलाई 2025');
  });
});
