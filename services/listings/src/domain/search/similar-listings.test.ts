import type { PropertySummary } from '@ghar/contracts/http';
import { describe, expect, it } from 'vitest';
import { searchEntryOf } from './search-entry';
import { SearchIndex } from './search-index';
import { summary } from './search-test-listings';
import { closestSimilar, isSimilar, similarityDistance } from './similar-listings';

const entry = (fields: Partial<PropertySummary>) => searchEntryOf(summary(fields), 'owner-1', 1);

// A 2 BHK flat in Jaipur at ₹20,000 a month: similar homes cost ₹15,000 to ₹25,000, 1 to 3 BHK.
const listing = entry({ title: 'listing', perMonthCharges: 20_000, bhk: 2 });

describe('similar homes rule', () => {
  it('when a home matches city, deal, type, price and BHK, then it is similar', () => {
    expect(isSimilar(listing, entry({ perMonthCharges: 15_000, bhk: 1 }))).toBe(true);
    expect(isSimilar(listing, entry({ perMonthCharges: 25_000, bhk: 3 }))).toBe(true);
  });

  it('when the city is written in Hindi or another case, then it is the same city', () => {
    expect(isSimilar(listing, entry({ perMonthCharges: 20_000, bhk: 2, city: 'जयपुर' }))).toBe(true);
  });

  it('when FLAT meets APARTMENT, then they are one type', () => {
    expect(isSimilar(listing, entry({ perMonthCharges: 20_000, bhk: 2, type: 'APARTMENT' }))).toBe(
      true,
    );
  });

  it.each<[string, Partial<PropertySummary>]>([
    ['price 25 % and a rupee below', { perMonthCharges: 14_999 }],
    ['price 25 % and a rupee above', { perMonthCharges: 25_001 }],
    ['two BHK fewer', { bhk: 0 }],
    ['two BHK more', { bhk: 4 }],
    ['no BHK', { bhk: undefined }],
    ['another city', { city: 'Jodhpur' }],
    ['another deal', { action: 'LEASE' }],
    ['another type', { type: 'HOUSE' }],
    ['booked', { status: 'BOOKED' }],
    ['hidden for staleness', { hiddenFromSearch: true }],
  ])('when a home has %s, then it is not similar', (_, fields) => {
    expect(isSimilar(listing, entry({ perMonthCharges: 20_000, bhk: 2, ...fields }))).toBe(false);
  });

  it('when the home is the listing itself, then it is not similar', () => {
    expect(isSimilar(listing, listing)).toBe(false);
  });

  it('when the listing has no BHK (a plot), then any BHK at a close price is similar', () => {
    const plot = entry({ type: 'PLOT', action: 'SELL', price: 1_000_000 });
    expect(isSimilar(plot, entry({ type: 'PLOT', action: 'SELL', price: 900_000 }))).toBe(true);
  });

  it('when the listing has no price, then nothing is similar', () => {
    const unpriced = entry({ bhk: 2 });
    expect(isSimilar(unpriced, entry({ bhk: 2 }))).toBe(false);
  });

  it('when a SELL listing is compared, then its price counts, not a monthly charge', () => {
    const sale = entry({ action: 'SELL', price: 5_000_000, bhk: 3 });
    expect(isSimilar(sale, entry({ action: 'SELL', price: 6_000_000, bhk: 3 }))).toBe(true);
    expect(isSimilar(sale, entry({ action: 'SELL', price: 7_000_000, bhk: 3 }))).toBe(false);
  });

  it('when distances are measured, then the same BHK at a close price is closest', () => {
    const sameBhk = entry({ perMonthCharges: 24_000, bhk: 2 });
    const otherBhk = entry({ perMonthCharges: 20_000, bhk: 3 });
    expect(similarityDistance(listing, sameBhk)).toBeCloseTo(0.8);
    expect(similarityDistance(listing, otherBhk)).toBe(1);
  });

  it('when more than six are similar, then the six closest come, ties newest first', () => {
    const near = [0, 500, 1_000, 1_500, 2_000, 2_500, 3_000].map((step) =>
      entry({ title: `+${step}`, perMonthCharges: 20_000 + step, bhk: 2 }),
    );
    const twin = entry({ title: 'twin', perMonthCharges: 20_000, bhk: 2 });
    const titles = closestSimilar(listing, [...near, twin]).map((e) => e.summary().title);
    expect(titles).toEqual(['twin', '+0', '+500', '+1000', '+1500', '+2000']);
  });
});

describe('search model similarTo', () => {
  it('when the listing is known, then only its price window is looked at and the rule applies', () => {
    const index = new SearchIndex();
    const similar = summary({ title: 'similar', perMonthCharges: 21_000, bhk: 2 });
    const cheap = summary({ title: 'cheap', perMonthCharges: 10_000, bhk: 2 });
    const unpriced = summary({ title: 'unpriced', bhk: 2 });
    const base = summary({ title: 'base', perMonthCharges: 20_000, bhk: 2 });
    index.load([similar, cheap, unpriced, base].map((s) => searchEntryOf(s, 'owner-1', 1)));
    expect(index.similarTo(base.id)!.map((e) => e.summary().title)).toEqual(['similar']);
    expect(index.similarTo(unpriced.id)).toEqual([]);
  });

  it('when the listing is not in the model, then there is no answer', () => {
    expect(new SearchIndex().similarTo('nope')).toBeUndefined();
  });
});
