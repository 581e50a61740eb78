import type { CardPrice } from '@/lib/card-price';
import type { SearchFilters } from './search-filters';

/** A map's south-west to north-east corners, in degrees. */
export type Box = { south: number; west: number; north: number; east: number };

type BoxFilters = Pick<
  SearchFilters,
  'minLatitude' | 'maxLatitude' | 'minLongitude' | 'maxLongitude'
>;

const PLACES = 100_000; // five decimals: about a metre

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
const down = (value: number, limit: number) =>
  String(clamp(Math.floor(value * PLACES) / PLACES, limit));
const up = (value: number, limit: number) =>
  String(clamp(Math.ceil(value * PLACES) / PLACES, limit));

/**
 * "Search this area": the map's bounds as the search's latitude/longitude box, rounded outwards
 * to five decimals (a short URL that still holds everything on the screen) and kept within the
 * API's ranges (a map zoomed far out reaches past them).
 */
export const boxFilters = (bounds: Box): BoxFilters => ({
  minLatitude: down(bounds.south, 90),
  maxLatitude: up(bounds.north, 90),
  minLongitude: down(bounds.west, 180),
  maxLongitude: up(bounds.east, 180),
});

/** The box the URL's filters hold, when all four sides are set (else the map fits its pins). */
export const boxOfFilters = (filters: BoxFilters): Box | undefined => {
  const sides = [
    filters.minLatitude,
    filters.minLongitude,
    filters.maxLatitude,
    filters.maxLongitude,
  ];
  if (sides.some((side) => side === '')) return undefined;
  const [south, west, north, east] = sides.map(Number) as [number, number, number, number];
  if (![south, west, north, east].every(Number.isFinite)) return undefined;
  return { south, west, north, east };
};

type Located = { latitude?: number; longitude?: number };

/** Listings with both coordinates (the others are not on the map). */
export const onMap = <T extends Located>(listings: T[]) =>
  listings.filter(
    (listing): listing is T & { latitude: number; longitude: number } =>
      Number.isFinite(listing.latitude) && Number.isFinite(listing.longitude),
  );

/** The smallest box holding every point; undefined without any. */
export const boxAround = (points: { latitude: number; longitude: number }[]): Box | undefined => {
  if (points.length === 0) return undefined;
  const latitudes = points.map((point) => point.latitude);
  const longitudes = points.map((point) => point.longitude);
  return {
    south: Math.min(...latitudes),
    west: Math.min(...longitudes),
    north: Math.max(...latitudes),
    east: Math.max(...longitudes),
  };
};

const UNITS = {
  en: { crore: ' Cr', lakh: ' L', thousand: 'k' },
  hi: { crore: ' करोड़', lakh: ' लाख', thousand: ' हज़ार' },
} as const;

/** The amount in `step`s, to one decimal. */
const inSteps = (amount: number, step: number) => Math.round((amount / step) * 10) / 10;
const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/**
 * A price pin's text, short enough for a map (₹15k, ₹45 L, ₹1.2 Cr; in Hindi ₹15 हज़ार, ₹45 लाख,
 * ₹1.2 करोड़): the amount a card shows (a month's rent, a lease's or a sale's price), one decimal
 * at most; the unit follows the rounded figure (₹99,960 is ₹1 L, not ₹100k). Undefined for
 * 'Price on request' (the caller says it in words).
 */
export const pinLabel = (price: CardPrice, language: string): string | undefined => {
  if (price.kind === 'onRequest') return undefined;
  const unit = UNITS[language === 'hi' ? 'hi' : 'en'];
  const steps = [
    [10_000_000, unit.crore],
    [100_000, unit.lakh],
    [1_000, unit.thousand],
  ] as const;
  for (const [step, name] of steps) {
    const figure = inSteps(price.amount, step);
    if (figure >= 1) return `₹${oneDecimal.format(figure)}${name}`;
  }
  return `₹${Math.round(price.amount)}`;
};
