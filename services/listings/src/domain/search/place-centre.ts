import type { SearchEntry } from './search-entry';

/** Where a listing goes on a map: its own coordinates, or its place's centre (approximate). */
export type MapPosition = {
  latitude: number;
  longitude: number;
  precision: 'EXACT' | 'LOCALITY' | 'CITY';
};

type Point = Pick<SearchEntry, 'latitude' | 'longitude'>;

const hasPosition = (entry: Point) =>
  Number.isFinite(entry.latitude) && Number.isFinite(entry.longitude);

/** Rounded to 6 decimals (~0.1 m): an average of two must not print as 74.96000000000001. */
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const value = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Number(value.toFixed(6));
};

/**
 * The median latitude and longitude of the points that have both: one listing mistyped across the
 * country moves a median far less than a mean. Undefined without any point.
 */
export function medianPosition(
  points: Iterable<Point>,
): Pick<MapPosition, 'latitude' | 'longitude'> | undefined {
  const located = [...points].filter(hasPosition);
  if (located.length === 0) return undefined;
  return {
    latitude: median(located.map((point) => point.latitude)),
    longitude: median(located.map((point) => point.longitude)),
  };
}

/** Listings that vouch for a place's position: live in public search (FREE, not hidden). */
const isPublic = (entry: SearchEntry) => entry.status === 'FREE' && !entry.hidden;

/**
 * A listing's map position from the search model: its own coordinates when it has them; else the
 * median of the public listings' coordinates in its city and locality, else in its city. Never
 * invented: undefined when no listing there has coordinates.
 */
export function mapPositionOf(
  listing: SearchEntry,
  others: Iterable<SearchEntry>,
): MapPosition | undefined {
  if (hasPosition(listing)) {
    return { latitude: listing.latitude, longitude: listing.longitude, precision: 'EXACT' };
  }
  const sameCity: SearchEntry[] = [];
  for (const entry of others) {
    if (entry.city === listing.city && entry.state === listing.state && isPublic(entry)) {
      sameCity.push(entry);
    }
  }
  const locality = listing.locality
    ? medianPosition(sameCity.filter((entry) => entry.locality === listing.locality))
    : undefined;
  if (locality) return { ...locality, precision: 'LOCALITY' };
  const city = medianPosition(sameCity);
  return city && { ...city, precision: 'CITY' };
}
