import type { OwnerProperty, PropertySummary } from '@ghar/contracts/http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearRecentlyViewed,
  forgetViewed,
  readRecentlyViewed,
  rememberViewed,
  RECENTLY_VIEWED_LIMIT,
} from './recently-viewed';

const storage = new Map<string, string>();
globalThis.localStorage ??= {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
  clear: () => storage.clear(),
  key: () => null,
  length: 0,
} as Storage;

const photo = (n: number) => ({
  thumb: { jpeg: `/t${n}.jpg`, webp: `/t${n}.webp` },
  medium: { jpeg: `/m${n}.jpg`, webp: `/m${n}.webp` },
  width: 1200,
  height: 900,
});

const listing = (id: string): PropertySummary => ({
  id,
  title: `Listing ${id}`,
  type: 'APARTMENT',
  action: 'RENT',
  registeredAs: 'OWNER',
  city: 'Jaipur',
  state: 'Rajasthan',
  perMonthCharges: 15_000,
  noticePeriod: 1,
  allowedTenants: 'FAMILY',
  furnishingStatus: 'UNFURNISHED',
  amenities: [],
  mediaUrls: ['/m1.jpg', '/m2.jpg'],
  media: [photo(1), photo(2)],
  status: 'FREE',
  owner: { name: 'Asha' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const ids = () => readRecentlyViewed().map((card) => card.id);

describe('recently viewed listings', () => {
  afterEach(() => localStorage.clear());

  it('when nothing was opened, then the list is empty', () => {
    expect(readRecentlyViewed()).toEqual([]);
  });

  it('when listings are opened, then the last one comes first and a reopened one moves up once', () => {
    rememberViewed(listing('a'));
    rememberViewed(listing('b'));
    rememberViewed(listing('a'));
    expect(ids()).toEqual(['a', 'b']);
  });

  it('when more than six are opened, then the oldest is forgotten', () => {
    for (const id of ['1', '2', '3', '4', '5', '6', '7']) rememberViewed(listing(id));
    expect(ids()).toEqual(['7', '6', '5', '4', '3', '2']);
    expect(ids()).toHaveLength(RECENTLY_VIEWED_LIMIT);
  });

  it('when the owner opens their listing, then only the card is kept: one photo, no contact', () => {
    const own = {
      ...listing('mine'),
      description: 'A long text',
      ownerId: 'u1',
      owner: { name: 'Asha', email: 'asha@example.in' },
      mobileNumber: '9876543210',
      registryImage: ['/r.pdf'],
      otherDocuments: [],
    } satisfies OwnerProperty;
    rememberViewed(own);
    const [card] = readRecentlyViewed();
    expect(card).not.toHaveProperty('mobileNumber');
    expect(card).not.toHaveProperty('registryImage');
    expect(card).not.toHaveProperty('description');
    expect(card).not.toHaveProperty('ownerId');
    expect(card!.media).toEqual([photo(1)]);
    expect(card!.mediaUrls).toEqual(['/m1.jpg']);
  });

  it('when one is forgotten or all are cleared, then they are gone', () => {
    rememberViewed(listing('a'));
    rememberViewed(listing('b'));
    forgetViewed('a');
    expect(ids()).toEqual(['b']);
    clearRecentlyViewed();
    expect(ids()).toEqual([]);
  });

  it('when something else is stored under the key, then the list is empty', () => {
    localStorage.setItem('ghar:recently-viewed', 'not json');
    expect(readRecentlyViewed()).toEqual([]);
    localStorage.setItem('ghar:recently-viewed', '[{"id":42}]');
    expect(readRecentlyViewed()).toEqual([]);
  });
});
