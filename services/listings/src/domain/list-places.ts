import { SEARCH_DEFAULTS, type PropertyAction, type PropertyType } from '@ghar/contracts/constants';
import {
  PLACES_LIMITS,
  SITEMAP_LISTINGS_PER_FILE,
  TYPE_SLUGS,
  type PlaceSummary,
  type PlacesList,
  type PopularLocalities,
  type SitemapListings,
} from '@ghar/contracts/http';
import { INDIAN_CITY_NAMES_HI } from '@ghar/contracts/places';
import type { ListingsDeps } from './ports';
import type { SearchEntry } from './search/search-entry';
import { canonicalCity, normalizeText } from './search/text-match';

type Search = Pick<ListingsDeps, 'search'>;

/**
 * A place name as a URL segment: lower case, Devanagari kept, anything but letters and digits
 * one hyphen. "Malviya Nagar" → malviya-nagar, "C-Scheme" → c-scheme.
 */
export const placeSlug = (name: string | undefined): string =>
  (name ?? '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\u093C/g, '')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

/** FLAT and APARTMENT are one type (the flats page). */
const typeOf = (entry: SearchEntry): PropertyType =>
  entry.type === 'FLAT' ? 'APARTMENT' : (entry.type as PropertyType);
const SLUG_OF_TYPE = TYPE_SLUGS as Partial<Record<PropertyType, string>>;
const TYPE_OF_SLUG = new Map<string, PropertyType>(
  Object.entries(TYPE_SLUGS).map(([type, slug]) => [slug, type as PropertyType]),
);

const iso = (ms: number) => new Date(Number.isNaN(ms) ? 0 : ms).toISOString();
const byCount = <T extends { count: number }>(a: T, b: T) => b.count - a.count;
/** Hindi city names by canonical (normalized English) name, as the search model keeps cities. */
const CITY_HI = new Map(
  Object.entries(INDIAN_CITY_NAMES_HI).map(([english, hindi]) => [normalizeText(english), hindi]),
);
const cityHiOf = (canonicalName: string) => CITY_HI.get(canonicalName);

/** What the public search shows: FREE and not hidden for staleness, oldest first. */
const publicListings = (deps: Search, filters: { action?: PropertyAction; city?: string } = {}) =>
  deps.search.matching({ status: SEARCH_DEFAULTS.status, ...filters });

/**
 * One sitemap file's listings, oldest first (a file's entries stay put while new listings join
 * the last file), with their last update. Page 1 exists even with no listing.
 */
export function listSitemapListings(deps: Search, page: number): SitemapListings {
  const limit = SITEMAP_LISTINGS_PER_FILE;
  const skip = (page - 1) * limit;
  const listings: SitemapListings['listings'] = [];
  let total = 0;
  for (const entry of publicListings(deps)) {
    if (total >= skip && total < skip + limit) {
      listings.push({ id: entry.id, updatedAt: iso(entry.updatedAtMs) });
    }
    total += 1;
  }
  return {
    listings,
    pagination: { page, pages: Math.max(1, Math.ceil(total / limit)), total, limit },
  };
}

/** The middle value (mean of the middle two), whole rupees; undefined for none. */
export const median = (values: number[]): number | undefined => {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const middle = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(middle);
};

/** A place's figures from its listings: ₹/month for RENT and LEASE, price and ₹/sq ft for SELL. */
function figuresOf(action: PropertyAction, entries: SearchEntry[]) {
  const known = (value: number) => Number.isFinite(value);
  if (action !== 'SELL') {
    return {
      count: entries.length,
      medianMonthly: median(entries.map((e) => e.shownPrice).filter(known)),
    };
  }
  return {
    count: entries.length,
    medianPrice: median(entries.map((e) => e.price).filter(known)),
    medianPricePerSqft: median(
      entries.filter((e) => known(e.price) && e.area > 0).map((e) => e.price / e.area),
    ),
  };
}

interface Counted {
  slug: string;
  count: number;
  updatedAtMs: number;
}
const count = <T extends Counted>(
  map: Map<string, T>,
  key: string,
  entry: SearchEntry,
  make: () => T,
) => {
  const known = map.get(key) ?? make();
  known.count += 1;
  known.updatedAtMs = Math.max(
    known.updatedAtMs,
    Number.isNaN(entry.updatedAtMs) ? 0 : entry.updatedAtMs,
  );
  map.set(key, known);
};
const fresh = (slug: string) => ({ slug, count: 0, updatedAtMs: 0 });
const dated = <T extends Counted>({ updatedAtMs, ...rest }: T) => ({
  ...rest,
  updatedAt: iso(updatedAtMs),
});

/** A city's localities with live listings: most first, each named as most listings write it. */
export interface CityLocalities {
  city: string;
  localities: { locality: string; slug: string; count: number }[];
}

/**
 * Every locality of the city's live listings (optionally for one deal), for the popular row and
 * the locality type-ahead; computed once per model version. The city may be typed in Hindi or
 * with a typo (canonicalCity, as the search's city filter).
 */
export function cityLocalities(
  deps: Search,
  query: { city: string; action?: PropertyAction },
): CityLocalities {
  const city = canonicalCity(query.city);
  return deps.search.remember(`localities:${query.action ?? ''}:${city}`, () => {
    const bySlug = new Map<string, { count: number; names: Map<string, number> }>();
    let cityName = query.city;
    for (const entry of publicListings(deps, { city, action: query.action })) {
      cityName = entry.cityName;
      const slug = placeSlug(entry.localityName);
      if (!slug) continue;
      const known = bySlug.get(slug) ?? { count: 0, names: new Map<string, number>() };
      known.count += 1;
      known.names.set(entry.localityName!, (known.names.get(entry.localityName!) ?? 0) + 1);
      bySlug.set(slug, known);
    }
    const mostWritten = (names: Map<string, number>) =>
      [...names].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
    return {
      city: cityName,
      localities: [...bySlug]
        .map(([slug, { count, names }]) => ({ locality: mostWritten(names), slug, count }))
        .sort((a, b) => b.count - a.count || a.locality.localeCompare(b.locality)),
    };
  });
}

/**
 * GET /properties/places/popular: the city's localities with the most live listings (optionally
 * for one deal), at most PLACES_LIMITS.nearby.
 */
export function popularLocalities(
  deps: Search,
  query: { city: string; action?: PropertyAction },
): PopularLocalities {
  const { city, localities } = cityLocalities(deps, query);
  return { city, localities: localities.slice(0, PLACES_LIMITS.nearby) };
}

/**
 * Every city page with listings, per deal, with its localities and types (the sitemap's place
 * pages and the links of home): most listings first, bounded by PLACES_LIMITS.
 */
export function listPlaces(deps: Search): PlacesList {
  type City = Counted & {
    action: PropertyAction;
    city: string;
    cityHi?: string;
    state: string;
    localities: Map<string, Counted & { locality: string }>;
    types: Map<string, Counted & { type: PropertyType }>;
  };
  const cities = new Map<string, City>();
  for (const entry of publicListings(deps)) {
    const slug = placeSlug(entry.city);
    if (!slug) continue;
    const action = entry.action as PropertyAction;
    count(cities, `${action} ${slug}`, entry, () => ({
      ...fresh(slug),
      action,
      city: entry.cityName,
      cityHi: cityHiOf(entry.city),
      state: entry.stateName,
      localities: new Map(),
      types: new Map(),
    }));
    const city = cities.get(`${action} ${slug}`)!;
    const locality = placeSlug(entry.localityName);
    if (locality) {
      count(city.localities, locality, entry, () => ({
        ...fresh(locality),
        locality: entry.localityName!,
      }));
    }
    const type = typeOf(entry);
    const typeSlug = SLUG_OF_TYPE[type];
    if (typeSlug) count(city.types, typeSlug, entry, () => ({ ...fresh(typeSlug), type }));
  }
  return {
    places: [...cities.values()]
      .sort(byCount)
      .slice(0, PLACES_LIMITS.cities * 3)
      .map(({ localities, types, ...city }) => ({
        ...dated(city),
        localities: [...localities.values()]
          .sort(byCount)
          .slice(0, PLACES_LIMITS.localities)
          .map(dated),
        types: [...types.values()].sort(byCount).map(dated),
      })),
  };
}

/**
 * A city page (`/rent/jaipur`), a type's (`/buy/jodhpur/flats`) or a locality's
 * (`/rent/jaipur/malviya-nagar`): its count and medians, the other localities of the city for
 * the same deal (and type) with theirs, and the city's counts per deal.
 */
export function placeSummary(
  deps: Search,
  query: { action: PropertyAction; city: string; place?: string },
): PlaceSummary {
  const cityName = query.city.replace(/-/g, ' ');
  const canonical = canonicalCity(cityName);
  const type = query.place ? TYPE_OF_SLUG.get(query.place) : undefined;
  const localitySlug = query.place && !type ? placeSlug(query.place) : undefined;
  const deals = new Map<PropertyAction, number>();
  const byLocality = new Map<string, { locality: string; entries: SearchEntry[] }>();
  const selected: SearchEntry[] = [];
  let first: SearchEntry | undefined;
  let locality: string | undefined;
  for (const entry of publicListings(deps, { city: cityName })) {
    first ??= entry;
    const action = entry.action as PropertyAction;
    deals.set(action, (deals.get(action) ?? 0) + 1);
    if (action !== query.action || (type && typeOf(entry) !== type)) continue;
    const slug = placeSlug(entry.localityName);
    if (slug) {
      const group = byLocality.get(slug) ?? { locality: entry.localityName!, entries: [] };
      group.entries.push(entry);
      byLocality.set(slug, group);
    }
    if (localitySlug && slug !== localitySlug) continue;
    if (localitySlug) locality ??= entry.localityName;
    selected.push(entry);
  }
  return {
    action: query.action,
    city: first?.cityName ?? cityName,
    cityHi: cityHiOf(canonical),
    citySlug: placeSlug(first?.cityName ?? cityName),
    state: first?.stateName ?? '',
    type,
    locality: locality ?? (localitySlug ? query.place : undefined),
    ...figuresOf(query.action, selected),
    localities: [...byLocality]
      .filter(([slug]) => slug !== localitySlug)
      .map(([slug, group]) => ({
        locality: group.locality,
        slug,
        ...figuresOf(query.action, group.entries),
      }))
      .sort(byCount)
      .slice(0, PLACES_LIMITS.nearby),
    deals: [...deals].map(([action, n]) => ({ action, count: n })).sort(byCount),
  };
}
