import { describe, expect, it } from 'vitest';
import { cardPriceAt, exactPriceText, savedDateText } from './saved-price';

describe('cardPriceAt', () => {
  it('when a rent home was saved at ₹25,000 a month, then its old price reads per month', () => {
    expect(cardPriceAt({ action: 'RENT' }, 25_000)).toEqual({ kind: 'perMonth', amount: 25_000 });
  });

  it('when a home for sale was saved, then the price is the sale price', () => {
    expect(cardPriceAt({ action: 'SELL' }, 60_00_000)).toEqual({
      kind: 'total',
      amount: 60_00_000,
    });
  });

  it('when a lease names its months, then they come with it; no amount is on request', () => {
    expect(cardPriceAt({ action: 'LEASE', leaseDuration: 11 }, 90_000)).toEqual({
      kind: 'lease',
      amount: 90_000,
      months: 11,
    });
    expect(cardPriceAt({ action: 'SELL' }, 0)).toEqual({ kind: 'onRequest' });
  });
});

describe('exactPriceText', () => {
  const t = ((key: string, values?: Record<string, unknown>) =>
    `${key} ${JSON.stringify(values ?? {})}`) as unknown as Parameters<typeof exactPriceText>[0];

  it('when a rent is shown, then it is the exact rupees per month', () => {
    expect(exactPriceText(t, { kind: 'perMonth', amount: 25_000 })).toBe(
      'price.perMonth {"price":"₹25,000"}',
    );
  });

  it('when a sale is shown, then it is the exact rupees in Indian grouping', () => {
    expect(exactPriceText(t, { kind: 'total', amount: 60_00_000 })).toBe('₹60,00,000');
  });
});

describe('savedDateText', () => {
  it("when a home was saved late on 1 Nov UTC, then the date is India's (2 Nov)", () => {
    expect(savedDateText('2026-11-01T20:00:00Z', 'en')).toBe('2 Nov 2026');
  });
});
