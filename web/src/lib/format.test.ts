import { formatRupees } from '@ghar/contracts/format';
import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from './format';

describe('formatPrice', () => {
  // The cases live with the formatter in contracts; here: the web prints what the messages print.
  it('when the web shows a price, then it is the shared en-IN rupee formatter', () => {
    expect(formatPrice).toBe(formatRupees);
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

  it('when a time is late evening in India, then the date is the next day there, wherever it runs', () => {
    expect(formatDate('2026-11-22T20:00:00Z', 'en', 'medium')).toBe('23 Nov 2026');
  });
});
