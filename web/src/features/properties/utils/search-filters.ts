import {
  ALLOWED_TENANTS,
  canonicalPropertyType,
  FILTER_AMENITIES,
  PAGE_SIZES,
  PROPERTY_ACTIONS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  REGISTERED_AS,
  SEARCH_DEFAULTS,
  SEARCH_FURNISHING,
  SORT_BY,
  SORT_ORDER,
  type PropertyType,
} from '@ghar/contracts/constants';
import type { PropertySearchFilterKey } from '@ghar/contracts/http';

type Rule =
  | { kind: 'text' }
  | { kind: 'number' }
  | { kind: 'date' }
  | { kind: 'boolean' }
  | { kind: 'flag' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'type' }
  | { kind: 'list'; values: readonly string[] };

const text = { kind: 'text' } as const;
const number = { kind: 'number' } as const;
const oneOf = (values: readonly string[]) => ({ kind: 'enum', values }) as const;

// Every filter of spec part 1 §3 in the order the URL lists them, keyed by exactly the search
// query's filters (contracts' PropertySearchFilterKey: a filter renamed or added there fails to
// compile here). Values are kept as the strings the query string carries; lists are comma-joined.
export const FILTER_RULES = {
  location: text,
  action: oneOf(PROPERTY_ACTIONS),
  type: { kind: 'type' },
  city: text,
  state: text,
  locality: text,
  landmark: text,
  status: oneOf(PROPERTY_STATUSES),
  registeredAs: oneOf(REGISTERED_AS),
  minPrice: number,
  maxPrice: number,
  minPerMonthCharges: number,
  maxPerMonthCharges: number,
  minBookingCharges: number,
  maxBookingCharges: number,
  minLeaseDuration: number,
  maxLeaseDuration: number,
  noticePeriod: number,
  bhk: number,
  minBhk: number,
  furnishingStatus: oneOf(SEARCH_FURNISHING),
  allowedTenants: oneOf(ALLOWED_TENANTS),
  parkingAvailable: { kind: 'boolean' },
  // A quick filter that is on or absent: only 'true' is sent (the API refuses 'false').
  withPhotos: { kind: 'flag' },
  minArea: number,
  maxArea: number,
  minRooms: number,
  maxRooms: number,
  availabilityDate: { kind: 'date' },
  minLatitude: { kind: 'number' },
  maxLatitude: { kind: 'number' },
  minLongitude: { kind: 'number' },
  maxLongitude: { kind: 'number' },
  amenities: { kind: 'list', values: FILTER_AMENITIES },
  additionalAmenities: text,
  sortBy: oneOf(SORT_BY),
  sortOrder: oneOf(SORT_ORDER),
} as const satisfies Record<PropertySearchFilterKey, Rule>;

export type FilterKey = keyof typeof FILTER_RULES;
export type SearchFilters = Record<FilterKey, string>;

export const FILTER_KEYS = Object.keys(FILTER_RULES) as FilterKey[];

export const DEFAULT_FILTERS: SearchFilters = {
  ...(Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])) as SearchFilters),
  status: SEARCH_DEFAULTS.status,
  sortBy: SEARCH_DEFAULTS.sortBy,
  sortOrder: SEARCH_DEFAULTS.sortOrder,
};

// Sorting is how results are shown, not which ones: it does not count as an active filter.
const DISPLAY_KEYS: readonly FilterKey[] = ['sortBy', 'sortOrder'];

const isNumber = (value: string) => value !== '' && Number.isFinite(Number(value));

// A pasted or hand-edited URL may hold anything: a value the filter cannot take is dropped
// rather than sent, so the page shows what it can instead of an error.
const clean = (rule: Rule, raw: string): string => {
  const value = raw.trim();
  switch (rule.kind) {
    case 'text':
      return value;
    case 'number':
      return isNumber(value) ? value : '';
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
    case 'boolean':
      return value === 'true' || value === 'false' ? value : '';
    case 'flag':
      return value === 'true' ? value : '';
    case 'enum':
      return rule.values.includes(value) ? value : '';
    case 'type':
      // FLAT (an old link, the spec's search spelling) is the one flat/apartment type.
      return PROPERTY_TYPES.includes(value as PropertyType)
        ? canonicalPropertyType(value as PropertyType)
        : '';
    case 'list':
      return value
        .split(',')
        .map((item) => item.trim())
        .filter((item, index, all) => rule.values.includes(item) && all.indexOf(item) === index)
        .join(',');
  }
};

export const parseSearchParams = (
  params: URLSearchParams,
): { filters: SearchFilters; page: number } => {
  const filters = { ...DEFAULT_FILTERS };
  for (const key of FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null) continue;
    const value = clean(FILTER_RULES[key], raw);
    if (value !== '') filters[key] = value;
  }
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1 };
};

// The URL carries only what differs from the defaults, and the page only above 1.
export const toSearchParams = (filters: SearchFilters, page = 1): URLSearchParams => {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== '' && value !== DEFAULT_FILTERS[key]) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
};

// What GET /api/properties receives: every non-empty filter, status FREE unless chosen, the
// sort, and the search page size.
export const toApiQuery = (filters: SearchFilters, page: number): Record<string, string> => {
  const query: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    if (filters[key] !== '') query[key] = filters[key];
  }
  query.page = String(page);
  query.limit = String(PAGE_SIZES.propertySearch);
  return query;
};

export const listValues = (value: string): string[] => (value ? value.split(',') : []);

export const countActiveFilters = (filters: SearchFilters): number =>
  FILTER_KEYS.filter((key) => !DISPLAY_KEYS.includes(key)).reduce((count, key) => {
    const value = filters[key];
    if (value === '' || value === DEFAULT_FILTERS[key]) return count;
    return count + (key === 'amenities' ? listValues(value).length : 1);
  }, 0);
