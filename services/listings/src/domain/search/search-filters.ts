import type { PropertySearchQuery } from '@ghar/contracts/http';
import type { SearchEntry } from './search-entry';
import { localityMatcher } from './sound-key';
import { canonicalCity, canonicalState, locationTerms, normalizeText } from './text-match';

export type SearchFilters = Partial<
  Omit<PropertySearchQuery, 'page' | 'limit' | 'sortBy' | 'sortOrder'>
>;
export type EntryTest = (entry: SearchEntry) => boolean;

const DAY_MS = 24 * 60 * 60 * 1000;
/** BHK options stop at "6+". */
const TOP_BHK = 6;

type NumericField =
  | 'price'
  | 'perMonthCharges'
  | 'leaseDuration'
  | 'area'
  | 'rooms'
  | 'bookingCharges'
  | 'latitude'
  | 'longitude';

/**
 * One query's filters as a single predicate. The conditions are written out as code over the
 * entry's fields (field names from this file only; the query's values are passed in, never
 * written into the code), so a scan of 100,000 entries runs as one tight, monomorphic loop.
 * Predicates of the same shape are compiled once and reused.
 */
class PredicateBuilder {
  private readonly conditions: string[] = [];
  readonly values: unknown[] = [];

  private value(value: unknown): string {
    this.values.push(value);
    return `v[${this.values.length - 1}]`;
  }

  equals(field: keyof SearchEntry, wanted: unknown): void {
    if (wanted !== undefined) this.conditions.push(`e.${field} === ${this.value(wanted)}`);
  }

  /** A missing number is NaN, which never meets a bound. */
  range(field: NumericField, min: number | undefined, max: number | undefined): void {
    if (min !== undefined) this.conditions.push(`e.${field} >= ${this.value(min)}`);
    if (max !== undefined) this.conditions.push(`e.${field} <= ${this.value(max)}`);
  }

  contains(field: 'landmark' | 'additionalAmenities', wanted: string | undefined): void {
    const needle = normalizeText(wanted);
    if (needle) this.conditions.push(`e.${field}.includes(${this.value(needle)})`);
  }

  raw(condition: string, ...values: unknown[]): void {
    const names = values.map((value) => this.value(value));
    this.conditions.push(condition.replace(/\$(\d)/g, (_, i: string) => names[Number(i)]!));
  }

  build(): EntryTest {
    const code = this.conditions.length === 0 ? 'true' : this.conditions.join(' && ');
    let compiled = COMPILED.get(code);
    if (!compiled) {
      // Code from this file only (field names and value slots), see above.
      compiled = new Function('e', 'v', `return ${code};`) as (
        e: SearchEntry,
        v: unknown[],
      ) => boolean;
      COMPILED.set(code, compiled);
    }
    const run = compiled;
    const values = this.values;
    return (entry) => run(entry, values);
  }
}

const COMPILED = new Map<string, (e: SearchEntry, v: unknown[]) => boolean>();

const hasEvery = (have: readonly string[], wanted: string[]) =>
  wanted.every((name) => have.includes(name));
/** Every word of `location` (any of its alternatives) in one of the listing's texts. */
const matchesTerms = (entry: SearchEntry, terms: string[][]) =>
  terms.every((alternatives) =>
    alternatives.some(
      (term) =>
        entry.words.includes(term) ||
        entry.places.includes(term) ||
        entry.locality.includes(term) ||
        entry.landmark.includes(term),
    ),
  );

/** The predicate one query's filters make (most selective and cheapest conditions first). */
export function compileFilters(filters: SearchFilters): EntryTest {
  const p = new PredicateBuilder();
  if (filters.city) p.equals('city', canonicalCity(filters.city));
  p.equals('ownerId', filters.ownerId);
  p.equals('action', filters.action);
  p.equals('type', filters.type);
  p.equals('status', filters.status);
  // A listing its owner has not confirmed for the freshness period leaves every search but theirs.
  if (filters.ownerId === undefined) p.equals('hidden', false);
  if (filters.state) p.equals('state', canonicalState(filters.state));
  p.equals('registeredAs', filters.registeredAs);
  if (filters.allowedTenants) {
    p.raw('(e.allowedTenants === $0 || e.allowedTenants === "ANYONE")', filters.allowedTenants);
  }
  if (filters.furnishingStatus === 'FURNISHED') {
    // The search's FURNISHED means furnished at all: the form's FULLY_FURNISHED and FURNISHED.
    p.raw('(e.furnishingStatus === "FURNISHED" || e.furnishingStatus === "FULLY_FURNISHED")');
  } else {
    p.equals('furnishingStatus', filters.furnishingStatus);
  }
  // A listing that does not say has no parking (false finds it too).
  if (filters.parkingAvailable !== undefined) {
    p.raw('(e.parkingAvailable === true) === $0', filters.parkingAvailable);
  }
  if (filters.bhk !== undefined) {
    if (filters.bhk >= TOP_BHK) p.raw('e.bhk >= $0', TOP_BHK);
    else p.equals('bhk', filters.bhk);
  }
  // The quick filter's "4+ BHK" (minBhk=4); a listing without a BHK (NaN) never meets it.
  if (filters.minBhk !== undefined) p.raw('e.bhk >= $0', filters.minBhk);
  if (filters.withPhotos) p.raw('e.hasPhoto');
  p.equals('noticePeriod', filters.noticePeriod);
  p.range('price', filters.minPrice, filters.maxPrice);
  p.range('perMonthCharges', filters.minPerMonthCharges, filters.maxPerMonthCharges);
  p.range('leaseDuration', filters.minLeaseDuration, filters.maxLeaseDuration);
  p.range('area', filters.minArea, filters.maxArea);
  p.range('rooms', filters.minRooms, filters.maxRooms);
  p.range('bookingCharges', filters.minBookingCharges, filters.maxBookingCharges);
  p.range('latitude', filters.minLatitude, filters.maxLatitude);
  p.range('longitude', filters.minLongitude, filters.maxLongitude);
  if (filters.availabilityDate) {
    // Available by the end of that day; a listing without a date (NaN) is available now.
    const date = filters.availabilityDate;
    p.raw('!(e.availabilityMs > $0)', Date.parse(date) + (date.length === 10 ? DAY_MS - 1 : 0));
  }
  // In either script and with one typo per long word (sound-key.ts).
  if (normalizeText(filters.locality)) p.raw('$0(e)', localityMatcher(filters.locality!));
  p.contains('landmark', filters.landmark);
  p.contains('additionalAmenities', filters.additionalAmenities);
  const amenities = (filters.amenities ?? []).map((name) => normalizeText(name));
  if (amenities.length > 0) p.raw('$0(e.amenities, $1)', hasEvery, amenities);
  const terms = locationTerms(filters.location ?? '');
  if (terms.length > 0) p.raw('$0(e, $1)', matchesTerms, terms);
  return p.build();
}
