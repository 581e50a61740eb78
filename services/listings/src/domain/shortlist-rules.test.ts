import { LIMITS } from '@ghar/contracts/constants';
import type { PropertySummary } from '@ghar/contracts/http';
import { describe, expect, it } from 'vitest';
import { shortlistItemOf, shortlistRefusal, type SavedHome } from './shortlist-rules';

const saved: SavedHome = {
  userId: 'u1',
  propertyId: 'p1',
  savedPrice: 20_000,
  title: 'Saved title',
  savedAt: new Date('2026-11-01T10:00:00Z'),
};

const listing = (status: string, shownPrice: number, hidden = false) => ({
  status,
  hidden,
  shownPrice,
  summary: () => ({ id: 'p1', title: 'Title now', status }) as PropertySummary,
});

describe('shortlistItemOf', () => {
  it('when the card price is now lower than when saved, then the price dropped', () => {
    expect(shortlistItemOf(saved, listing('FREE', 18_000))).toMatchObject({
      title: 'Title now',
      savedPrice: 20_000,
      currentPrice: 18_000,
      priceDropped: true,
      unavailable: false,
    });
  });

  it('when the price is the same or higher, then it did not drop', () => {
    expect(shortlistItemOf(saved, listing('FREE', 20_000)).priceDropped).toBe(false);
    expect(shortlistItemOf(saved, listing('FREE', 25_000)).priceDropped).toBe(false);
  });

  it('when the home is booked, sold or hidden from search, then it is unavailable', () => {
    expect(shortlistItemOf(saved, listing('BOOKED', 20_000)).unavailable).toBe(true);
    expect(shortlistItemOf(saved, listing('SOLD', 20_000)).unavailable).toBe(true);
    expect(shortlistItemOf(saved, listing('FREE', 20_000, true)).unavailable).toBe(true);
  });

  it('when the listing is gone, then the saved title shows, unavailable, without a listing', () => {
    const item = shortlistItemOf(saved, undefined);
    expect(item).toEqual({
      propertyId: 'p1',
      savedAt: '2026-11-01T10:00:00.000Z',
      savedPrice: 20_000,
      title: 'Saved title',
      priceDropped: false,
      unavailable: true,
    });
  });
});

describe('shortlistRefusal', () => {
  const full = Array.from({ length: LIMITS.shortlistMax }, (_, i) => `p${i}`);

  it('when the list is full, then a new home is refused but a saved one is not', () => {
    expect(shortlistRefusal(full, 'new')).toBe('full');
    expect(shortlistRefusal(full, 'p3')).toBeNull();
  });

  it('when there is room, then a new home is taken', () => {
    expect(shortlistRefusal(full.slice(1), 'new')).toBeNull();
  });
});
