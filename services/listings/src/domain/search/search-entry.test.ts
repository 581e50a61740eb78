import type { PropertySummary } from '@ghar/contracts/http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageSummary, searchEntryOf } from './search-entry';
import type { SearchFilters } from './search-filters';
import { SearchIndex } from './search-index';
import { normalizeText, placeNames } from './text-match';
import { summary } from './search-test-listings';

const WORDS = ['Malviya', 'Nagar', 'जयपुर', 'Lake', 'view', 'Sardarpura', 'Near', 'Tower', 'Ring'];
const text = fc
  .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 })
  .map((words) => words.join(' '));
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const iso = fc
  .integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 0, 1) })
  .map((ms) => new Date(ms).toISOString());
const url = fc.integer({ min: 0, max: 0xffffff }).map((n) => `/uploads/p/${n.toString(16)}`);
const photo = fc.record({
  thumb: fc.record({ webp: url, jpeg: url }),
  medium: fc.record({ webp: url, jpeg: url }),
  width: fc.integer({ min: 1, max: 2000 }),
  height: fc.integer({ min: 1, max: 2000 }),
});

/** Summaries as summaryOf writes them (dates from toISOString, hiddenFromSearch true or absent). */
const summaryArb = (id: string): fc.Arbitrary<PropertySummary> =>
  fc
    .record({
      title: text,
      type: fc.constantFrom('FLAT', 'HOUSE', 'SHOP', 'PLOT'),
      action: fc.constantFrom('RENT', 'SELL', 'LEASE'),
      registeredAs: fc.constantFrom('OWNER', 'DEALER'),
      place: fc.constantFrom(
        ['Jaipur', 'Rajasthan'],
        ['Jodhpur', 'Rajasthan'],
        ['Pune', 'Maharashtra'],
        ['Nowhere', 'Elsewhere'],
      ),
      locality: maybe(text),
      landmark: maybe(text),
      street: maybe(text),
      price: maybe(fc.integer({ min: 0, max: 20_000_000 })),
      perMonthCharges: maybe(fc.integer({ min: 0, max: 200_000 })),
      leaseDuration: maybe(fc.integer({ min: 1, max: 60 })),
      bookingCharges: maybe(fc.integer({ min: 0, max: 5_000 })),
      noticePeriod: fc.integer({ min: 0, max: 6 }),
      allowedTenants: fc.constantFrom('FAMILY', 'BACHELORS', 'ANYONE'),
      area: maybe(fc.integer({ min: 1, max: 9_000 })),
      bhk: maybe(fc.integer({ min: 1, max: 8 })),
      latitude: maybe(fc.double({ min: 8, max: 35, noNaN: true })),
      furnishingStatus: fc.constantFrom('UNFURNISHED', 'SEMI_FURNISHED', 'FULLY_FURNISHED'),
      parkingAvailable: maybe(fc.boolean()),
      availabilityDate: maybe(iso),
      amenities: fc.subarray(['Parking', 'Gym', 'Lift', 'Power Backup']),
      media: fc.array(photo, { maxLength: 2 }),
      otherUrl: fc.boolean(),
      status: fc.constantFrom('FREE', 'BOOKED'),
      hidden: fc.boolean(),
      owner: fc.constantFrom('Asha', 'अमित'),
      createdAt: iso,
      updatedAt: iso,
    })
    .map(({ place, media, otherUrl, hidden, owner, ...fields }) => ({
      ...fields,
      id,
      city: place[0]!,
      state: place[1]!,
      media,
      // As mediaUrlsOf makes them, or (events from elsewhere) a list of their own.
      mediaUrls: otherUrl ? ['/uploads/other.jpg'] : media.map((m) => m.medium.jpeg),
      hiddenFromSearch: hidden || undefined,
      owner: { name: owner },
    })) as fc.Arbitrary<PropertySummary>;

const listingsArb = fc
  .integer({ min: 0, max: 25 })
  .chain((n) =>
    fc.tuple(...Array.from({ length: n }, (_, i) => summaryArb(`id${String(i).padStart(3, '0')}`))),
  );

/** The model before entries were made compact: one joined text, for `location`. */
const joinedText = (s: PropertySummary) =>
  [
    normalizeText(s.title),
    ...placeNames(s.city, s.state),
    normalizeText(s.locality),
    normalizeText(s.landmark),
    normalizeText(s.street),
  ]
    .filter(Boolean)
    .join(' | ');

describe('compact search entries', () => {
  it('when a listing has three photos, then its result carries the first and counts three', () => {
    const photo = (n: number) => {
      const variant = { jpeg: `/p${n}.jpg`, webp: `/p${n}.webp` };
      return { thumb: variant, medium: variant };
    };
    const three = summary({ media: [photo(1), photo(2), photo(3)], mediaUrls: ['/1', '/2', '/3'] });
    expect(pageSummary(three)).toMatchObject({ media: [photo(1)], photoCount: 3 });
    expect(pageSummary(summary()).photoCount).toBe(0);
  });

  it('when an entry is made from any summary, then its page JSON is the page summary exactly', () => {
    fc.assert(
      fc.property(summaryArb('p1'), (summary) => {
        expect(searchEntryOf(summary, 'o1', 1).json).toBe(JSON.stringify(pageSummary(summary)));
      }),
    );
  });

  it('when listings are searched by location, parking or price, then the answers are those of a plain filter over the summaries', () => {
    const query = fc.record({
      location: maybe(fc.constantFrom('malviya', 'jaipur', 'जयपुर', 'lake tower', 'rajasthan')),
      parkingAvailable: maybe(fc.boolean()),
      minPrice: maybe(fc.integer({ min: 0, max: 10_000_000 })),
      maxArea: maybe(fc.integer({ min: 0, max: 9_000 })),
    });
    fc.assert(
      fc.property(listingsArb, query, (listings, filters) => {
        const index = new SearchIndex();
        index.load(listings.map((s) => searchEntryOf(s, 'o1', 1)));
        const words = normalizeText(filters.location).split(' ').filter(Boolean);
        const expected = listings
          // Hidden listings are only in their owner's list.
          .filter((s) => !s.hiddenFromSearch)
          .filter((s) =>
            words.every(
              (word) =>
                joinedText(s).includes(word) ||
                // A city or state named alone matches by any of its names.
                placeNames(word, word).some((name) => joinedText(s).includes(name)),
            ),
          )
          .filter(
            (s) =>
              filters.parkingAvailable === undefined ||
              (s.parkingAvailable === true) === filters.parkingAvailable,
          )
          .filter((s) => filters.minPrice === undefined || (s.price ?? -1) >= filters.minPrice)
          .filter((s) => filters.maxArea === undefined || (s.area ?? Infinity) <= filters.maxArea)
          .map((s) => s.id)
          .sort();
        const page = index.search({
          filters: filters as SearchFilters,
          sortBy: 'createdAt',
          sortOrder: 'desc',
          page: 1,
          limit: 50,
        });
        const found = page.properties.map((json) => (JSON.parse(json) as { id: string }).id);
        expect([...found].sort()).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
