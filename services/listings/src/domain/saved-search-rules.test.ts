import { LIMITS } from '@ghar/contracts/constants';
import { createSavedSearchSchema } from '@ghar/contracts/http';
import { VALIDATION_MESSAGES } from '@ghar/contracts/texts';
import { describe, expect, it } from 'vitest';
import {
  cityKeyOf,
  DAY_MS,
  digestDelayMs,
  isNewMatch,
  savedSearchRefusal,
  savedSearchView,
  type SavedSearch,
} from './saved-search-rules';
import { searchEntryOf } from './search/search-entry';
import { summary } from './search/search-test-listings';

/** "2 BHK in Jodhpur under ₹20,000", as the search page's filters send it. */
const filters = createSavedSearchSchema.parse({
  name: '2 BHK in Jodhpur under ₹20,000',
  filters: { city: 'Jodhpur', action: 'RENT', bhk: '2', maxPerMonthCharges: '20000', page: '3' },
}).filters;

const search = (over: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 's1',
  userId: 'u-seeker',
  name: '2 BHK in Jodhpur under ₹20,000',
  filters,
  paused: false,
  createdAt: new Date('2026-11-01T10:00:00Z'),
  pendingIds: [],
  digestSeq: 0,
  ...over,
});

const listing = (fields: Parameters<typeof summary>[0] = {}, ownerId = 'u-owner') =>
  searchEntryOf(
    summary({ city: 'Jodhpur', action: 'RENT', bhk: 2, perMonthCharges: 18_000, ...fields }),
    ownerId,
    1,
  );

describe('saved search filters', () => {
  it('when saved, then only the search filters are kept, canonical and in one order', () => {
    expect(filters).toEqual({
      action: 'RENT',
      maxPerMonthCharges: '20000',
      bhk: '2',
      city: 'Jodhpur',
    });
    expect(Object.keys(filters)).toEqual(['action', 'maxPerMonthCharges', 'bhk', 'city']);
  });

  it('when no filter is given or one is invalid, then the search is refused with its text', () => {
    const none = createSavedSearchSchema.safeParse({ name: 'All', filters: { sortBy: 'price' } });
    expect(none.error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.savedSearchFiltersRequired);
    const bad = createSavedSearchSchema.safeParse({ name: 'x', filters: { bhk: 'two' } });
    expect(bad.error?.issues[0]?.message).toMatch(/^bhk: /);
  });

  it('when the name is empty or longer than 60 characters, then it is refused', () => {
    const empty = createSavedSearchSchema.safeParse({ name: '  ', filters });
    expect(empty.error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.savedSearchNameRequired);
    const long = createSavedSearchSchema.safeParse({ name: 'x'.repeat(61), filters });
    expect(long.error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.savedSearchNameTooLong);
  });

  it('when viewed, then its results link is the search page with the same filters', () => {
    expect(savedSearchView(search()).resultsUrl).toBe(
      '/properties?action=RENT&maxPerMonthCharges=20000&bhk=2&city=Jodhpur',
    );
  });

  it('when the city is typed in Hindi or with a typo, then it is looked up as the same city', () => {
    expect(cityKeyOf({ city: 'जोधपुर' })).toBe(cityKeyOf({ city: 'Jodhpur' }));
    expect(cityKeyOf({ city: 'Jodhpr' })).toBe(cityKeyOf({ city: 'Jodhpur' }));
    expect(cityKeyOf({ action: 'RENT' })).toBe('');
  });
});

describe('isNewMatch', () => {
  it('when a 2 BHK in Jodhpur at ₹18,000 a month appears, then it matches', () => {
    expect(isNewMatch(search(), listing())).toBe(true);
    expect(isNewMatch(search(), listing({ perMonthCharges: 20_000 }))).toBe(true);
  });

  it('when the rent, BHK, city or deal differ, then it does not match', () => {
    expect(isNewMatch(search(), listing({ perMonthCharges: 20_001 }))).toBe(false);
    expect(isNewMatch(search(), listing({ bhk: 3 }))).toBe(false);
    expect(isNewMatch(search(), listing({ city: 'Jaipur' }))).toBe(false);
    expect(isNewMatch(search(), listing({ action: 'SELL', price: 15_000 }))).toBe(false);
  });

  it('when the listing is not public (booked, hidden), then it does not match', () => {
    expect(isNewMatch(search(), listing({ status: 'BOOKED' }))).toBe(false);
    expect(isNewMatch(search(), listing({ hiddenFromSearch: true }))).toBe(false);
  });

  it("when the search is paused, is the listing owner's, or already holds the home, then no match", () => {
    const home = listing();
    expect(isNewMatch(search({ paused: true }), home)).toBe(false);
    expect(isNewMatch(search({ userId: 'u-owner' }), home)).toBe(false);
    expect(isNewMatch(search({ pendingIds: [home.id] }), home)).toBe(false);
  });
});

describe('digestDelayMs', () => {
  const now = new Date('2026-11-28T10:00:00Z');

  it('when no digest was sent yet, then it waits only the gathering window', () => {
    expect(digestDelayMs(undefined, now, 5_000)).toBe(5_000);
  });

  it('when the last digest is less than a day old, then it waits for the day to end', () => {
    const lastDigestAt = new Date(now.getTime() - 2 * 60 * 60 * 1000);
    expect(digestDelayMs(lastDigestAt, now, 5_000)).toBe(DAY_MS - 2 * 60 * 60 * 1000);
  });

  it('when the last digest is over a day old, then the gathering window again', () => {
    expect(digestDelayMs(new Date(now.getTime() - 2 * DAY_MS), now, 5_000)).toBe(5_000);
  });
});

describe('savedSearchRefusal', () => {
  it('when the user has the most saved searches allowed, then another is refused', () => {
    expect(savedSearchRefusal(LIMITS.savedSearchMax - 1)).toBeNull();
    expect(savedSearchRefusal(LIMITS.savedSearchMax)).toBe('full');
  });
});
