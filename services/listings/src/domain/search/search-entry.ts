import {
  ALLOWED_TENANTS,
  PROPERTY_ACTIONS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  REGISTERED_AS,
  SEARCH_FURNISHING,
} from '@ghar/contracts/constants';
import type { PropertySummary } from '@ghar/contracts/http';
import { soundKey } from './sound-key';
import { canonicalCity, canonicalState, normalizeText, placeNames } from './text-match';

/** Enum values from one shared string each, so 100,000 entries do not hold 100,000 copies. */
const SHARED = new Map<string, string>(
  [
    ...PROPERTY_TYPES,
    ...PROPERTY_ACTIONS,
    ...PROPERTY_STATUSES,
    ...REGISTERED_AS,
    ...SEARCH_FURNISHING,
    ...ALLOWED_TENANTS,
  ].map((value) => [value, value]),
);
const shared = (value: string): string => {
  const known = SHARED.get(value);
  if (known !== undefined) return known;
  SHARED.set(value, value);
  return value;
};

/**
 * What a result page keeps of a listing: what cards show and the required summary fields, with
 * the first photo only (cards load its thumbnail), and its coordinates (the results map's pins,
 * issue 26 item 4). Address details and the other photos are on the detail page; leaving them
 * out keeps 100,000 entries small.
 */
export const pageSummary = (summary: PropertySummary): PropertySummary => ({
  id: summary.id,
  title: summary.title,
  type: summary.type,
  action: summary.action,
  registeredAs: summary.registeredAs,
  city: summary.city,
  state: summary.state,
  locality: summary.locality,
  latitude: summary.latitude,
  longitude: summary.longitude,
  price: summary.price,
  perMonthCharges: summary.perMonthCharges,
  leaseDuration: summary.leaseDuration,
  bookingCharges: summary.bookingCharges,
  noticePeriod: summary.noticePeriod,
  allowedTenants: summary.allowedTenants,
  area: summary.area,
  bhk: summary.bhk,
  furnishingStatus: summary.furnishingStatus,
  parkingAvailable: summary.parkingAvailable,
  availabilityDate: summary.availabilityDate,
  amenities: summary.amenities,
  mediaUrls: summary.mediaUrls.slice(0, 1),
  media: summary.media.slice(0, 1),
  photoCount: summary.photoCount ?? summary.media.length,
  status: summary.status,
  hiddenFromSearch: summary.hiddenFromSearch,
  availabilityAsked: summary.availabilityAsked,
  owner: summary.owner,
  createdAt: summary.createdAt,
  updatedAt: summary.updatedAt,
});

/** Missing numbers are NaN: every comparison with NaN is false, so no bound or value matches. */
const num = (value: number | undefined) => (value === undefined ? NaN : value);
const orUndefined = (value: number) => (Number.isNaN(value) ? undefined : value);

/** Lists of shared strings, one array per distinct list (amenities repeat across listings). */
const SHARED_LISTS = new Map<string, readonly string[]>();
const sharedList = (values: readonly string[]): readonly string[] => {
  const key = values.join('\u0000');
  const known = SHARED_LISTS.get(key);
  if (known) return known;
  const list = Object.freeze(values.map(shared));
  SHARED_LISTS.set(key, list);
  return list;
};

/** A date as its epoch ms, when its ISO text comes back from it exactly (as summaryOf writes it). */
const exactMs = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) && new Date(ms).toISOString() === iso ? ms : NaN;
};

/**
 * One listing in the search read model, compact because 100,000 of them live in memory: flat
 * fields with a fixed shape (fast to test), strings that repeat (enums, places, localities,
 * amenity lists, owners) shared, and no serialized summary: a page's few summaries are written
 * from these fields when the page is first asked (see `json`, cached per page by SearchIndex).
 */
export class SearchEntry {
  readonly id: string;
  readonly status: string;
  /** Unconfirmed past the freshness period: only its owner's list (ownerId) shows it. */
  readonly hidden: boolean;
  /** Its owner was asked whether it is still available and has not answered (owner's list). */
  readonly asked: boolean;
  readonly action: string;
  readonly type: string;
  readonly registeredAs: string;
  readonly furnishingStatus: string;
  readonly allowedTenants: string;
  /** As given: true, false or not said (undefined), which the summary tells apart. */
  readonly parkingAvailable: boolean | undefined;
  readonly createdAtMs: number;
  readonly updatedAtMs: number;
  readonly availabilityMs: number;
  readonly price: number;
  readonly perMonthCharges: number;
  readonly leaseDuration: number;
  readonly bookingCharges: number;
  readonly noticePeriod: number;
  readonly area: number;
  readonly bhk: number;
  readonly rooms: number;
  /** At least one photo: the quick filter "With photos". */
  readonly hasPhoto: boolean;
  readonly latitude: number;
  readonly longitude: number;
  /** price for SELL, else the monthly (or lease) charge: what a card shows as the price. */
  readonly shownPrice: number;
  /** Canonical (normalized English) place names, what city and state filters compare. */
  readonly city: string;
  readonly state: string;
  /** Normalized, for the text filters and `location`. */
  readonly locality: string;
  /** The locality's sound key, to match it typed in the other script (sound-key.ts). */
  readonly localityKey: string;
  readonly landmark: string;
  readonly additionalAmenities: string;
  readonly amenities: readonly string[];
  /** Title and street, normalized, for `location` (with locality, landmark and places). */
  readonly words: string;
  /** Every name of its city and state (English and Hindi), one shared string per place. */
  readonly places: string;
  /** The place names as written, for the locations list and the summary. */
  readonly cityName: string;
  readonly stateName: string;
  /** How many photos it has; only the first is kept (cards count them, issue 26). */
  readonly photoCount: number;
  readonly ownerId: string;
  readonly version: number;
  // What only the page summary needs (see summary()).
  private readonly title: string;
  readonly localityName: string | undefined;
  private readonly amenityNames: readonly string[];
  private readonly ownerName: string;
  /** The first photo as JSON ('' without one); the card loads its thumbnail. */
  private readonly photo: string;
  /** The first media URL when it is not the first photo's medium JPEG (as mediaUrlsOf makes it). */
  private readonly mediaUrl: string | undefined;
  /** The dates as given when epoch ms would not write them back identically (rare). */
  private readonly dates:
    Pick<PropertySummary, 'createdAt' | 'updatedAt' | 'availabilityDate'> | undefined;

  constructor(summary: PropertySummary, ownerId: string, version: number) {
    this.id = summary.id;
    this.status = shared(summary.status);
    this.hidden = summary.hiddenFromSearch === true;
    this.asked = summary.availabilityAsked === true;
    this.action = shared(summary.action);
    this.type = shared(summary.type);
    this.registeredAs = shared(summary.registeredAs);
    this.furnishingStatus = shared(summary.furnishingStatus);
    this.allowedTenants = shared(summary.allowedTenants);
    this.parkingAvailable = summary.parkingAvailable;
    this.createdAtMs = exactMs(summary.createdAt);
    this.updatedAtMs = exactMs(summary.updatedAt);
    this.availabilityMs = summary.availabilityDate ? exactMs(summary.availabilityDate) : NaN;
    const datesExact =
      !Number.isNaN(this.createdAtMs) &&
      !Number.isNaN(this.updatedAtMs) &&
      (!summary.availabilityDate || !Number.isNaN(this.availabilityMs));
    this.dates = datesExact
      ? undefined
      : {
          createdAt: summary.createdAt,
          updatedAt: summary.updatedAt,
          availabilityDate: summary.availabilityDate,
        };
    if (!datesExact) {
      // Still ordered and filtered by the instant they name.
      this.createdAtMs = Date.parse(summary.createdAt);
      this.updatedAtMs = Date.parse(summary.updatedAt);
      this.availabilityMs = summary.availabilityDate ? Date.parse(summary.availabilityDate) : NaN;
    }
    this.price = num(summary.price);
    this.perMonthCharges = num(summary.perMonthCharges);
    this.leaseDuration = num(summary.leaseDuration);
    this.bookingCharges = num(summary.bookingCharges);
    this.noticePeriod = num(summary.noticePeriod);
    this.area = num(summary.area);
    this.bhk = num(summary.bhk);
    this.rooms = num(summary.numberOfRooms);
    this.latitude = num(summary.latitude);
    this.longitude = num(summary.longitude);
    this.shownPrice =
      summary.action === 'SELL' ? this.price : num(summary.perMonthCharges ?? summary.price);
    this.city = shared(canonicalCity(summary.city));
    this.state = shared(canonicalState(summary.state));
    this.cityName = shared(summary.city);
    this.stateName = shared(summary.state);
    this.locality = shared(normalizeText(summary.locality));
    this.localityKey = shared(soundKey(summary.locality));
    this.landmark = shared(normalizeText(summary.landmark));
    this.additionalAmenities = shared(normalizeText(summary.additionalAmenities));
    this.amenities = sharedList(summary.amenities.map((name) => normalizeText(name)));
    this.words = [normalizeText(summary.title), normalizeText(summary.street)]
      .filter(Boolean)
      .join(' | ');
    this.places = shared(placeNames(summary.city, summary.state).join(' | '));
    this.ownerId = shared(ownerId);
    this.version = version;
    this.title = summary.title;
    this.localityName = summary.locality === undefined ? undefined : shared(summary.locality);
    this.amenityNames = sharedList(summary.amenities);
    this.ownerName = shared(summary.owner.name);
    const photo = summary.media[0];
    this.hasPhoto = photo !== undefined || summary.mediaUrls.length > 0;
    this.photo = photo ? JSON.stringify(photo) : '';
    this.photoCount = summary.photoCount ?? summary.media.length;
    this.mediaUrl = summary.mediaUrls[0] === photo?.medium.jpeg ? undefined : summary.mediaUrls[0];
  }

  /** The listing as a result page shows it (see pageSummary), rebuilt from the fields above. */
  summary(): PropertySummary {
    const media = this.photo ? [JSON.parse(this.photo) as PropertySummary['media'][number]] : [];
    const firstUrl = this.mediaUrl ?? media[0]?.medium.jpeg;
    const iso = (ms: number) => (Number.isNaN(ms) ? undefined : new Date(ms).toISOString());
    return pageSummary({
      id: this.id,
      title: this.title,
      type: this.type as PropertySummary['type'],
      action: this.action as PropertySummary['action'],
      registeredAs: this.registeredAs as PropertySummary['registeredAs'],
      city: this.cityName,
      state: this.stateName,
      locality: this.localityName,
      latitude: orUndefined(this.latitude),
      longitude: orUndefined(this.longitude),
      price: orUndefined(this.price),
      perMonthCharges: orUndefined(this.perMonthCharges),
      leaseDuration: orUndefined(this.leaseDuration),
      bookingCharges: orUndefined(this.bookingCharges),
      noticePeriod: this.noticePeriod,
      allowedTenants: this.allowedTenants as PropertySummary['allowedTenants'],
      area: orUndefined(this.area),
      bhk: orUndefined(this.bhk),
      furnishingStatus: this.furnishingStatus as PropertySummary['furnishingStatus'],
      parkingAvailable: this.parkingAvailable,
      availabilityDate: this.dates ? this.dates.availabilityDate : iso(this.availabilityMs),
      amenities: [...this.amenityNames],
      mediaUrls: firstUrl === undefined ? [] : [firstUrl],
      media,
      photoCount: this.photoCount,
      status: this.status as PropertySummary['status'],
      hiddenFromSearch: this.hidden || undefined,
      availabilityAsked: this.asked || undefined,
      owner: { name: this.ownerName },
      createdAt: this.dates ? this.dates.createdAt : iso(this.createdAtMs)!,
      updatedAt: this.dates ? this.dates.updatedAt : iso(this.updatedAtMs)!,
    });
  }

  /** The page summary as JSON: what search pages are made of. */
  get json(): string {
    return JSON.stringify(this.summary());
  }
}

export const searchEntryOf = (summary: PropertySummary, ownerId: string, version: number) =>
  new SearchEntry(summary, ownerId, version);
