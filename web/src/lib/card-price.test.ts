import { describe, expect, it } from 'vitest';
import { cardPrice } from './card-price';

describe('card price', () => {
  it('when a home is for sale, then its price shows', () => {
    expect(cardPrice({ action: 'SELL', price: 4_500_000 })).toEqual({
      kind: 'total',
      amount: 4_500_000,
    });
  });

  it('when a home is for rent, then its monthly charges show', () => {
    expect(cardPrice({ action: 'RENT', perMonthCharges: 18_000, price: 0 })).toEqual({
      kind: 'perMonth',
      amount: 18_000,
    });
  });

  it('when a home is on lease, then the total charge shows with its months', () => {
    expect(cardPrice({ action: 'LEASE', perMonthCharges: 600_000, leaseDuration: 24 })).toEqual({
      kind: 'lease',
      amount: 600_000,
      months: 24,
    });
    expect(cardPrice({ action: 'LEASE', perMonthCharges: 600_000 })).toEqual({
      kind: 'total',
      amount: 600_000,
    });
  });

  it('when no amount is given, then the price is on request', () => {
    expect(cardPrice({ action: 'SELL' })).toEqual({ kind: 'onRequest' });
    expect(cardPrice({ action: 'RENT', perMonthCharges: 0 })).toEqual({ kind: 'onRequest' });
  });
});
