import { BOOKING_PAYMENT_OUTCOMES, PAYMENT_SOURCES, PAYMENT_STATES } from '@ghar/contracts/http';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/admin-payments.json';
import hi from '@/locales/hi/admin-payments.json';
import { paymentsSearch } from './api/payments-query';

const keyPaths = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) =>
        keyPaths(child, prefix ? `${prefix}.${key}` : key),
      )
    : [prefix];

describe('payment reconciliation texts', () => {
  it('when the Hindi texts are read, then they have exactly the English keys', () => {
    expect(keyPaths(hi).sort()).toEqual(keyPaths(en).sort());
  });

  it('when a state, source or booking outcome comes from contracts, then it has a label', () => {
    expect(Object.keys(en.states).sort()).toEqual([...PAYMENT_STATES].sort());
    expect(Object.keys(en.sources).sort()).toEqual([...PAYMENT_SOURCES].sort());
    expect(Object.keys(en.outcomes).sort()).toEqual([...BOOKING_PAYMENT_OUTCOMES].sort());
  });
});

describe('paymentsSearch', () => {
  it('when filters are chosen, then only those reach the query', () => {
    expect(paymentsSearch({})).toBe('');
    expect(paymentsSearch({ state: 'VERIFIED', month: '2026-11' })).toBe(
      '?state=VERIFIED&month=2026-11',
    );
  });
});
