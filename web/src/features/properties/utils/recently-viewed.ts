import type { PropertyDetail, PropertySummary } from '@ghar/contracts/http';

/**
 * The last listings this browser opened (issue 26 item 5), newest first, kept in localStorage
 * with what a card shows. The home page shows them again and refreshes each from the server
 * (a listing no longer there is dropped, a booked one shows its status).
 */
export const RECENTLY_VIEWED_LIMIT = 6;
const STORAGE_KEY = 'ghar:recently-viewed';

const isSummary = (value: unknown): value is PropertySummary =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PropertySummary).id === 'string' &&
  typeof (value as PropertySummary).title === 'string' &&
  Array.isArray((value as PropertySummary).media);

/** A card's part of a listing: the long texts and the private fields left out, one photo. */
export const cardOf = (property: PropertyDetail | PropertySummary): PropertySummary => {
  const {
    description: _description,
    specifications: _specifications,
    ...rest
  } = property as PropertyDetail & { description?: string; specifications?: string };
  const card = { ...rest } as Record<string, unknown>;
  for (const privateField of [
    'ownerId',
    'mobileNumber',
    'electricityBillImage',
    'waterBillImage',
    'registryImage',
    'otherDocuments',
    'listingFeeProof',
    'listingFeeReference',
    'freshness',
  ]) {
    delete card[privateField];
  }
  return {
    ...(card as PropertySummary),
    mediaUrls: property.mediaUrls.slice(0, 1),
    media: property.media.slice(0, 1),
  };
};

/** The remembered listings, newest first; none when storage is refused or holds something else. */
export const readRecentlyViewed = (): PropertySummary[] => {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isSummary).slice(0, RECENTLY_VIEWED_LIMIT) : [];
  } catch {
    return [];
  }
};

const write = (list: PropertySummary[]) => {
  try {
    if (list.length === 0) globalThis.localStorage?.removeItem(STORAGE_KEY);
    else globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Private browsing can refuse storage: the list is simply not kept.
  }
};

/** Remembers an opened listing first (once), the oldest beyond the limit forgotten. */
export const rememberViewed = (property: PropertyDetail | PropertySummary): void => {
  const card = cardOf(property);
  write(
    [card, ...readRecentlyViewed().filter((known) => known.id !== card.id)].slice(
      0,
      RECENTLY_VIEWED_LIMIT,
    ),
  );
};

/** Forgets one listing (it no longer exists). */
export const forgetViewed = (id: string): void =>
  write(readRecentlyViewed().filter((known) => known.id !== id));

/** Forgets every listing (the visitor's "Clear"). */
export const clearRecentlyViewed = (): void => write([]);
