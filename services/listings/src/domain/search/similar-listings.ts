import { canonicalPropertyType, type PropertyType } from '@ghar/contracts/constants';
import type { SearchEntry } from './search-entry';

/** Similar homes on a detail page (issue 26 item 5): at most this many, closest first. */
export const SIMILAR_LIMIT = 6;
/** How far a similar home's price (rent a month, or price) may be from the listing's: ±25 %. */
export const SIMILAR_PRICE_SPREAD = 0.25;
/** How many bedrooms a similar home may have more or fewer. */
export const SIMILAR_BHK_SPREAD = 1;

/** The shown prices a similar home may have: `[low, high]`, or null for a listing without one. */
export const similarPriceRange = (listing: SearchEntry): [number, number] | null => {
  const price = listing.shownPrice;
  if (!(price > 0)) return null;
  return [price * (1 - SIMILAR_PRICE_SPREAD), price * (1 + SIMILAR_PRICE_SPREAD)];
};

const typeOf = (entry: SearchEntry) => canonicalPropertyType(entry.type as PropertyType);

/**
 * Whether `candidate` is a home a visitor of `listing` could take instead: another FREE listing
 * in search (not hidden for staleness), in the same city and state, for the same deal and type
 * (FLAT is APARTMENT), priced within the spread and with a BHK within one of the listing's (any
 * BHK when the listing says none, as a plot or shop).
 */
export function isSimilar(listing: SearchEntry, candidate: SearchEntry): boolean {
  const range = similarPriceRange(listing);
  if (!range || candidate.id === listing.id) return false;
  if (candidate.status !== 'FREE' || candidate.hidden) return false;
  if (candidate.city !== listing.city || candidate.state !== listing.state) return false;
  if (candidate.action !== listing.action || typeOf(candidate) !== typeOf(listing)) return false;
  if (!(candidate.shownPrice >= range[0] && candidate.shownPrice <= range[1])) return false;
  if (Number.isNaN(listing.bhk)) return true;
  return Math.abs(candidate.bhk - listing.bhk) <= SIMILAR_BHK_SPREAD;
}

/**
 * How far a similar home is from the listing: its price's distance as a share of the allowed
 * spread (0 to 1) plus its BHK's distance (0 or 1), so the same BHK at a close price comes first.
 */
export function similarityDistance(listing: SearchEntry, candidate: SearchEntry): number {
  const priceShare =
    Math.abs(candidate.shownPrice - listing.shownPrice) /
    (listing.shownPrice * SIMILAR_PRICE_SPREAD);
  const bhkSteps = Number.isNaN(listing.bhk) ? 0 : Math.abs(candidate.bhk - listing.bhk);
  return priceShare + bhkSteps;
}

/** The closest similar homes among `candidates`, at most `limit`; ties newest first, then by id. */
export function closestSimilar(
  listing: SearchEntry,
  candidates: Iterable<SearchEntry>,
  limit = SIMILAR_LIMIT,
): SearchEntry[] {
  const found: { entry: SearchEntry; distance: number }[] = [];
  for (const entry of candidates) {
    if (isSimilar(listing, entry))
      found.push({ entry, distance: similarityDistance(listing, entry) });
  }
  found.sort(
    (a, b) =>
      a.distance - b.distance ||
      b.entry.createdAtMs - a.entry.createdAtMs ||
      (a.entry.id < b.entry.id ? -1 : a.entry.id > b.entry.id ? 1 : 0),
  );
  return found.slice(0, limit).map(({ entry }) => entry);
}
