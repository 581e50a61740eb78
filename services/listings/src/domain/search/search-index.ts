import type { SortBy, SortOrder } from '@ghar/contracts/constants';
import { compileFilters, type SearchFilters } from './search-filters';
import { mapPositionOf, type MapPosition } from './place-centre';
import type { SearchEntry } from './search-entry';
import { closestSimilar, similarPriceRange } from './similar-listings';

export interface SearchRequest {
  filters: SearchFilters;
  sortBy: SortBy;
  sortOrder: SortOrder;
  page: number;
  limit: number;
}

export interface SearchPage {
  /** The page's listing summaries, each already JSON (see SearchEntry.json). */
  properties: string[];
  pagination: { page: number; pages: number; total: number; limit: number };
}

type SortKey = (entry: SearchEntry) => number;

const SORT_KEYS: Record<SortBy, SortKey> = {
  createdAt: (entry) => entry.createdAtMs,
  price: (entry) => entry.shownPrice,
  area: (entry) => entry.area,
  bhk: (entry) => entry.bhk,
};
const SORTS = Object.keys(SORT_KEYS) as SortBy[];

const orderable = (value: number) => (Number.isNaN(value) ? Infinity : value);

/** Ascending by key, listings without it last; ties newest first, then by id (a total order). */
const comparator = (key: SortKey) => (a: SearchEntry, b: SearchEntry) => {
  const ka = orderable(key(a));
  const kb = orderable(key(b));
  if (ka !== kb) return ka < kb ? -1 : 1;
  if (a.createdAtMs !== b.createdAtMs) return b.createdAtMs - a.createdAtMs;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};
const COMPARATORS = Object.fromEntries(
  SORTS.map((sort) => [sort, comparator(SORT_KEYS[sort])]),
) as Record<SortBy, (a: SearchEntry, b: SearchEntry) => number>;

/** First index whose entry is not before `entry` in `list` (binary search). */
function lowerBound(
  list: SearchEntry[],
  entry: SearchEntry,
  compare: (a: SearchEntry, b: SearchEntry) => number,
) {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(list[mid]!, entry) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The search read model: every live listing once, kept in each sort order so a query walks the
 * listings in the order asked for, counts the matches and keeps only the page's. Versions decide
 * between a write seen twice or out of order; a deletion leaves its version behind so an older
 * event cannot bring the listing back.
 */
/**
 * Matches kept for repeated queries, counted in entries (8 bytes each; a query at least one, a
 * kept page its bytes / 8): ~16 MB at most.
 */
const CACHE_ENTRIES = 2_000_000;
/** Pages kept as bytes per cached query (the first few pages are most of the traffic). */
const CACHED_PAGES = 20;

/** Derived answers kept (each a few hundred bytes: facet counts, a city's localities). */
const DERIVED_KEYS = 1_000;

interface CachedQuery {
  matches: SearchEntry[];
  /** `page/limit` → the page's `data` JSON, ready to write. */
  pages: Map<string, Buffer>;
}

export class SearchIndex {
  private readonly byId = new Map<string, SearchEntry>();
  /**
   * Every match of recent queries (filters and sort, any page), for as long as the model is
   * unchanged: popular searches and paging answer without a scan; any write starts afresh.
   */
  private readonly cache = new Map<string, CachedQuery>();
  private cached = 0;
  private readonly deleted = new Map<string, number>();
  /** Answers derived from the model (facets, popular localities), kept until the next write. */
  private readonly derived = new Map<string, unknown>();
  private readonly orders: Record<SortBy, SearchEntry[]> = {
    createdAt: [],
    price: [],
    area: [],
    bhk: [],
  };

  get size(): number {
    return this.byId.size;
  }

  get(id: string): SearchEntry | undefined {
    return this.byId.get(id);
  }

  /** Replaces everything with `entries` (the start-up load), newest version of each kept. */
  load(entries: Iterable<SearchEntry>): void {
    this.byId.clear();
    this.deleted.clear();
    for (const entry of entries) {
      const known = this.byId.get(entry.id);
      if (!known || known.version < entry.version) this.byId.set(entry.id, entry);
    }
    for (const sort of SORTS) this.orders[sort] = [...this.byId.values()].sort(COMPARATORS[sort]);
    this.changed();
  }

  private changed(): void {
    this.derived.clear();
    this.cache.clear();
    this.cached = 0;
  }

  /** `compute()` once per key until the model changes (the oldest of DERIVED_KEYS goes first). */
  remember<T>(key: string, compute: () => T): T {
    if (this.derived.has(key)) return this.derived.get(key) as T;
    const value = compute();
    this.derived.set(key, value);
    if (this.derived.size > DERIVED_KEYS) this.derived.delete(this.derived.keys().next().value!);
    return value;
  }

  /** Ids of one owner's listings in the model (every live listing, whatever its status). */
  idsOfOwner(ownerId: string): string[] {
    const ids: string[] = [];
    for (const entry of this.byId.values()) if (entry.ownerId === ownerId) ids.push(entry.id);
    return ids;
  }

  /** Applies a written state; false when the model already holds this version or a newer one. */
  upsert(entry: SearchEntry): boolean {
    const known = this.byId.get(entry.id);
    if (known && known.version >= entry.version) return false;
    if ((this.deleted.get(entry.id) ?? -1) >= entry.version) return false;
    if (known) this.unlink(known);
    this.byId.set(entry.id, entry);
    this.changed();
    for (const sort of SORTS) {
      const list = this.orders[sort];
      list.splice(lowerBound(list, entry, COMPARATORS[sort]), 0, entry);
    }
    return true;
  }

  /** Removes a deleted listing; false when a newer state than the deletion is already held. */
  remove(id: string, version: number): boolean {
    const known = this.byId.get(id);
    if (known && known.version > version) return false;
    this.deleted.set(id, Math.max(version, this.deleted.get(id) ?? -1));
    if (!known) return false;
    this.unlink(known);
    this.byId.delete(id);
    this.changed();
    return true;
  }

  private unlink(entry: SearchEntry): void {
    for (const sort of SORTS) {
      const list = this.orders[sort];
      const at = lowerBound(list, entry, COMPARATORS[sort]);
      if (list[at] === entry) list.splice(at, 1);
      else list.splice(list.indexOf(entry), 1);
    }
  }

  /** Every entry passing the filters, in no particular order (lists and counts). */
  *matching(filters: SearchFilters): Iterable<SearchEntry> {
    const test = compileFilters(filters);
    for (const entry of this.orders.createdAt) if (test(entry)) yield entry;
  }

  search(request: SearchRequest): SearchPage {
    return this.pageOf(this.matchesOf(request).matches, request);
  }

  /**
   * The page as the `data` of the answer, already JSON: a repeated query's page is one lookup
   * and no serialization (the same query and page answers with the same bytes until a write).
   */
  searchJson(request: SearchRequest): Buffer {
    const cached = this.matchesOf(request);
    const pageKey = `${request.page}/${request.limit}`;
    const known = cached.pages.get(pageKey);
    if (known) return known;
    const page = this.pageOf(cached.matches, request);
    const json = Buffer.from(
      `{"properties":[${page.properties.join(',')}],"pagination":${JSON.stringify(page.pagination)}}`,
    );
    if (cached.pages.size < CACHED_PAGES) {
      cached.pages.set(pageKey, json);
      this.cached += Math.ceil(json.length / 8);
    }
    return json;
  }

  private pageOf(matches: SearchEntry[], request: SearchRequest): SearchPage {
    const skip = (request.page - 1) * request.limit;
    const total = matches.length;
    return {
      properties: matches.slice(skip, skip + request.limit).map((entry) => entry.json),
      pagination: {
        page: request.page,
        pages: Math.ceil(total / request.limit),
        total,
        limit: request.limit,
      },
    };
  }

  /** Every match of a query's filters in its order, from the cache or by one scan. */
  private matchesOf(request: SearchRequest): CachedQuery {
    const key = JSON.stringify([request.filters, request.sortBy, request.sortOrder]);
    const hit = this.cache.get(key);
    if (hit) {
      // Most recently used last: eviction takes the oldest first.
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const cached = { matches: this.scan(request), pages: new Map<string, Buffer>() };
    this.cache.set(key, cached);
    // At least one per query, so queries matching nothing are bounded too.
    this.cached += cached.matches.length + 1;
    for (const [oldKey, old] of this.cache) {
      if (this.cached <= CACHE_ENTRIES || oldKey === key) break;
      this.cache.delete(oldKey);
      this.cached -= old.matches.length + 1;
      for (const json of old.pages.values()) this.cached -= Math.ceil(json.length / 8);
    }
    return cached;
  }

  /**
   * The homes similar to a listing (similar-listings.ts), closest first; undefined when the model
   * does not hold the listing. Only listings in its price window are looked at (the price order).
   */
  similarTo(id: string): SearchEntry[] | undefined {
    const listing = this.byId.get(id);
    if (!listing) return undefined;
    const range = similarPriceRange(listing);
    if (!range) return [];
    return closestSimilar(listing, this.withShownPriceIn(range[0], range[1]));
  }

  /**
   * Where a listing goes on a map (place-centre.ts): null when neither it nor any public listing
   * of its locality or city has coordinates; undefined when the model does not hold the listing.
   * A place's centre is computed once per write of the model.
   */
  mapPosition(id: string): MapPosition | null | undefined {
    const listing = this.byId.get(id);
    if (!listing) return undefined;
    const key = `map-position:${listing.city}|${listing.state}|${listing.locality}`;
    if (Number.isFinite(listing.latitude) && Number.isFinite(listing.longitude)) {
      return mapPositionOf(listing, []) ?? null;
    }
    return this.remember(key, () => mapPositionOf(listing, this.byId.values()) ?? null);
  }

  private *withShownPriceIn(low: number, high: number): Iterable<SearchEntry> {
    const list = this.orders.price;
    let start = 0;
    let end = list.length;
    while (start < end) {
      const mid = (start + end) >>> 1;
      // Listings without a price (NaN) are last in this order.
      if (list[mid]!.shownPrice < low) start = mid + 1;
      else end = mid;
    }
    for (let i = start; i < list.length && list[i]!.shownPrice <= high; i += 1) yield list[i]!;
  }

  private scan(request: SearchRequest): SearchEntry[] {
    const test = compileFilters(request.filters);
    const list = this.orders[request.sortBy];
    const matches: SearchEntry[] = [];
    if (request.sortOrder === 'asc') {
      for (const entry of list) if (test(entry)) matches.push(entry);
      return matches;
    }
    // Descending, but listings without the sort key still come last.
    const key = SORT_KEYS[request.sortBy];
    let firstMissing = list.length;
    while (firstMissing > 0 && Number.isNaN(key(list[firstMissing - 1]!))) firstMissing -= 1;
    for (let i = firstMissing - 1; i >= 0; i -= 1) if (test(list[i]!)) matches.push(list[i]!);
    for (let i = firstMissing; i < list.length; i += 1) if (test(list[i]!)) matches.push(list[i]!);
    return matches;
  }
}
