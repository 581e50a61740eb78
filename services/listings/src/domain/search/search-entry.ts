import {
  ALLOWED_TENANTS,
  PROPERTY_ACTIONS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  REGISTERED_AS,
  SEARCH_FURNISHING,
  type PropertySummary,
} from '@ghar/contracts';
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
 * the first photo only (cards load its thumbnail). Address details, coordinates and the other
 * photos are on the detail page; leaving them out keeps 100,000 entries small.
 */
const pageSummary = (summary: PropertySummary): PropertySummary => ({
  id: summary.id,
  title: summary.title,
  type: summary.type,
  action: summary.action,
  registeredAs: summary.registeredAs,
  city: summary.city,
  state: summary.state,
  locality: summary.locality,
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
  status: summary.status,
  hiddenFromSearch: summary.hiddenFromSearch,
  owner: summary.owner,
  createdAt: summary.createdAt,
  updatedAt: summary.updatedAt,
});

/** Missing numbers are NaN: every comparison with NaN is false, so no bound or value matches. */
const num = (value: number | undefined) => (value === undefined ? NaN : value);

/**
 * One listing in the search read model: flat fields with a fixed shape (fast to test, small),
 * the normalized texts filters read, and the summary already serialized, which is what a page
 * answers with (no object per listing to keep or to serialize per request).
 */
export class SearchEntry {
  readonly status: string;
  /** Unconfirmed past the freshness period: only its owner's list (ownerId) shows it. */
  readonly hidden: boolean;
  readonly action: string;
  readonly type: string;
  readonly registeredAs: string;
  readonly furnishingStatus: string;
  readonly allowedTenants: string;
  readonly parking: boolean;
  readonly createdAtMs: number;
  readonly availabilityMs: number;
  readonly price: number;
  readonly perMonthCharges: number;
  readonly leaseDuration: number;
  readonly bookingCharges: number;
  readonly noticePeriod: number;
  readonly area: number;
  readonly bhk: number;
  readonly rooms: number;
  readonly latitude: number;
  readonly longitude: number;
  /** price for SELL, else the monthly (or lease) charge: what a card shows as the price. */
  readonly shownPrice: number;
  readonly city: string;
  readonly state: string;
  readonly locality: string;
  readonly landmark: string;
  readonly additionalAmenities: string;
  readonly amenities: readonly string[];
  /** Title, city and state (both languages), locality, landmark and street, for `location`. */
  readonly text: string;
  /** The page summary as JSON (see pageSummary): what search pages are made of. */
  readonly json: string;
  /** The place names as written, for the locations list. */
  readonly cityName: string;
  readonly stateName: string;

  constructor(
    summary: PropertySummary,
    readonly ownerId: string,
    readonly version: number,
  ) {
    this.id = summary.id;
    this.status = shared(summary.status);
    this.hidden = summary.hiddenFromSearch === true;
    this.action = shared(summary.action);
    this.type = shared(summary.type);
    this.registeredAs = shared(summary.registeredAs);
    this.furnishingStatus = shared(summary.furnishingStatus);
    this.allowedTenants = shared(summary.allowedTenants);
    this.parking = summary.parkingAvailable === true;
    this.createdAtMs = Date.parse(summary.createdAt);
    this.availabilityMs = summary.availabilityDate ? Date.parse(summary.availabilityDate) : NaN;
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
    this.locality = normalizeText(summary.locality);
    this.landmark = normalizeText(summary.landmark);
    this.additionalAmenities = normalizeText(summary.additionalAmenities);
    this.amenities = summary.amenities.map((name) => shared(normalizeText(name)));
    this.text = [
      normalizeText(summary.title),
      ...placeNames(summary.city, summary.state),
      this.locality,
      this.landmark,
      normalizeText(summary.street),
    ]
      .filter(Boolean)
      .join(' | ');
    this.json = JSON.stringify(pageSummary(summary));
  }

  readonly id: string;
}

export const searchEntryOf = (summary: PropertySummary, ownerId: string, version: number) =>
  new SearchEntry(summary, ownerId, version);
