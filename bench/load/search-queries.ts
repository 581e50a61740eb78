import { INDIAN_CITY_NAMES_HI } from '@ghar/contracts/places';
import { SAMPLE_CITIES, seededRandom } from '../../services/listings/src/index';

/**
 * Distinct search requests as a market's visitors make them (issue 24 item 1): a city (in
 * English or Hindi) with an action, then what the quick filters and the sidebar add — BHK, a
 * budget fitting the action, furnishing, tenants, photos, owner or dealer, a locality (some
 * misspelt by a letter), a sort, a page — and about one in five asks for the facet counts.
 * Seeded: the same list on every run, so runs compare.
 */
export function distinctSearchQueries(count: number, seed = 2611): string[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;
  const byWeight = SAMPLE_CITIES.flatMap((city) => Array<typeof city>(city.weight).fill(city));
  const typo = (word: string) => {
    const at = 1 + Math.floor(random() * (word.length - 2));
    return `${word.slice(0, at)}${word.slice(at + 1)}`;
  };
  const queries = new Set<string>();
  // Bounded: a small `count` of a tiny market could otherwise repeat forever.
  for (let tries = 0; queries.size < count && tries < count * 50; tries += 1) {
    const city = pick(byWeight);
    const params = new URLSearchParams();
    const action = pick(['RENT', 'RENT', 'RENT', 'SELL', 'SELL', 'LEASE'] as const);
    params.set('action', action);
    const hindi = chance(0.25) ? INDIAN_CITY_NAMES_HI[city.city] : undefined;
    params.set('city', hindi ?? city.city);
    if (chance(0.35)) {
      const locality = pick(city.localities);
      params.set('locality', chance(0.15) && locality.length > 5 ? typo(locality) : locality);
    }
    if (chance(0.5)) {
      const bhk = pick([1, 2, 2, 3, 3, 4]);
      params.set(bhk === 4 ? 'minBhk' : 'bhk', String(bhk));
    }
    if (chance(0.4)) {
      const monthly = action !== 'SELL';
      const budgets = monthly
        ? [5_000, 10_000, 15_000, 20_000, 30_000, 50_000]
        : [20_00_000, 40_00_000, 60_00_000, 1_00_00_000, 2_00_00_000];
      const max = Math.round(pick(budgets) * city.level);
      params.set(monthly ? 'maxPerMonthCharges' : 'maxPrice', String(max));
      if (chance(0.3)) params.set(monthly ? 'minPerMonthCharges' : 'minPrice', String(max / 4));
    }
    if (chance(0.2)) params.set('furnishingStatus', pick(['FURNISHED', 'SEMI_FURNISHED']));
    if (chance(0.15)) params.set('allowedTenants', pick(['FAMILY', 'BACHELORS']));
    if (chance(0.2)) params.set('withPhotos', 'true');
    if (chance(0.1)) params.set('registeredAs', pick(['OWNER', 'DEALER']));
    if (chance(0.1)) params.set('type', pick(['FLAT', 'HOUSE', 'VILLA', 'APARTMENT']));
    if (chance(0.25)) {
      params.set('sortBy', pick(['price', 'area', 'bhk']));
      params.set('sortOrder', pick(['asc', 'desc']));
    }
    const facets = chance(0.2);
    if (!facets && chance(0.3)) params.set('page', String(2 + Math.floor(random() * 4)));
    queries.add(`${facets ? '/search/facets' : ''}?${params.toString()}`);
  }
  return [...queries];
}

/**
 * Picks the next query with a Zipf-like skew (the k-th most popular drawn ∝ 1/k): a few
 * searches ("rent in Jaipur") are very common and most are rare, as on a real portal.
 */
export function skewedPicker(queries: string[], seed = 7): () => string {
  const random = seededRandom(seed);
  const cumulative: number[] = [];
  let sum = 0;
  for (let k = 1; k <= queries.length; k += 1) {
    sum += 1 / k;
    cumulative.push(sum);
  }
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! < target) low = mid + 1;
      else high = mid;
    }
    return queries[low]!;
  };
}
