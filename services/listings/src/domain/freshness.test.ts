import { describe, expect, it } from 'vitest';
import {
  asksOwner,
  confirmedChange,
  DAY_MS,
  freshnessChange,
  freshnessOf,
  freshnessStep,
  hideAtFor,
} from './freshness';

const settings = { askAfterDays: 30, hideAfterDays: 45 };
const listedAt = new Date('2026-01-01T00:00:00Z');
const day = (n: number) => new Date(listedAt.getTime() + n * DAY_MS);
const listing = (extra: Record<string, unknown> = {}) => ({
  status: 'FREE' as const,
  createdAt: listedAt,
  ...extra,
});

describe('freshness rules', () => {
  it('when a FREE listing is younger than 30 days, then the sweep leaves it alone', () => {
    expect(freshnessStep(listing(), day(29.9), settings)).toBeNull();
    expect(freshnessOf(listing())).toEqual({ state: 'fresh' });
  });

  it('when it is 30 days unconfirmed, then its owner is asked once', () => {
    expect(freshnessStep(listing(), day(30), settings)).toBe('ask');
    const asked = listing({ freshnessAskedAt: day(30) });
    expect(freshnessStep(asked, day(31), settings)).toBeNull();
    expect(freshnessOf(asked)).toEqual({ state: 'ask', askedAt: day(30).toISOString() });
    expect(hideAtFor(asked, settings)).toEqual(day(45));
  });

  it('when it is 45 days unconfirmed, then it is hidden, keeping when it was asked', () => {
    const asked = listing({ freshnessAskedAt: day(30) });
    expect(freshnessStep(asked, day(45), settings)).toBe('hide');
    expect(freshnessChange(asked, 'hide', day(45))).toEqual({
      freshnessAskedAt: day(30),
      hiddenFromSearch: true,
    });
    expect(asksOwner(asked, 'hide')).toBe(false);
    const hidden = listing({ freshnessAskedAt: day(30), hiddenFromSearch: true });
    expect(freshnessStep(hidden, day(90), settings)).toBeNull();
    expect(freshnessOf(hidden).state).toBe('hidden');
  });

  it('when a listing never asked is already 45 days old, then hiding it asks its owner too', () => {
    expect(freshnessStep(listing(), day(50), settings)).toBe('hide');
    expect(freshnessChange(listing(), 'hide', day(50))).toEqual({
      freshnessAskedAt: day(50),
      hiddenFromSearch: true,
    });
    expect(asksOwner(listing(), 'hide')).toBe(true);
  });

  it('when the owner confirms, then the clock restarts from the confirmation', () => {
    const confirmed = listing({
      freshnessAskedAt: day(30),
      ...confirmedChange(day(40)),
    });
    expect(freshnessOf(confirmed)).toEqual({ state: 'fresh', confirmedAt: day(40).toISOString() });
    expect(freshnessStep(confirmed, day(69), settings)).toBeNull();
    // The old question was answered: 30 days after the confirmation it asks again.
    expect(freshnessStep(confirmed, day(70), settings)).toBe('ask');
    expect(freshnessStep(confirmed, day(85), settings)).toBe('hide');
  });

  it('when a listing was backdated (the sample seed) but listed now, then listing counts as confirmed', () => {
    const seeded = listing({ createdAt: day(-80), availabilityConfirmedAt: day(0) });
    expect(freshnessStep(seeded, day(10), settings)).toBeNull();
  });

  it('when a listing is BOOKED or SOLD, then it is neither asked nor hidden', () => {
    expect(freshnessStep(listing({ status: 'BOOKED' }), day(60), settings)).toBeNull();
    expect(freshnessStep(listing({ status: 'SOLD' }), day(60), settings)).toBeNull();
    const bookedAfterAsk = listing({ status: 'BOOKED', freshnessAskedAt: day(30) });
    expect(freshnessOf(bookedAfterAsk).state).toBe('fresh');
  });
});
