import {
  FORM_AMENITIES,
  type AllowedTenants,
  type PropertyAction,
  type PropertyStatus,
  type PropertyType,
  type SearchFurnishing,
} from '@ghar/contracts/constants';
import type { PropertyFields } from '../domain/property';
import { seededRandom } from './seeded-random';
import { SAMPLE_CITIES, type SampleCity } from './sample-cities';

export interface SampleListing {
  fields: PropertyFields;
  status: PropertyStatus;
  createdAt: Date;
  /** Which drawn photos it shows (indexes into the photo pool). */
  photos: number[];
}

const HOMES: PropertyType[] = ['FLAT', 'APARTMENT', 'HOUSE', 'VILLA'];
const OTHERS: PropertyType[] = ['SHOP', 'SHOWROOM', 'COMMERCIAL', 'PLOT', 'FARMHOUSE'];
const FURNISHING: SearchFurnishing[] = ['UNFURNISHED', 'SEMI_FURNISHED', 'FULLY_FURNISHED'];
const TENANTS: AllowedTenants[] = ['FAMILY', 'BACHELORS', 'ANYONE'];
const LABELS: Record<PropertyType, string> = {
  FLAT: 'flat',
  APARTMENT: 'apartment',
  HOUSE: 'independent house',
  VILLA: 'villa',
  SHOP: 'shop',
  SHOWROOM: 'showroom',
  COMMERCIAL: 'office space',
  PLOT: 'residential plot',
  FARMHOUSE: 'farmhouse',
};
const ADJECTIVES = [
  'Spacious',
  'Sunny',
  'Well-kept',
  'Newly built',
  'Airy',
  'Corner',
  'Peaceful',
  'Modern',
];
const DAY = 24 * 60 * 60 * 1000;

/** Rounds rupees the way listings are priced: to 500 for rents, to 50,000 for sale prices. */
const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

function cityFor(random: () => number): SampleCity {
  const total = SAMPLE_CITIES.reduce((sum, city) => sum + city.weight, 0);
  let roll = random() * total;
  for (const city of SAMPLE_CITIES) {
    roll -= city.weight;
    if (roll <= 0) return city;
  }
  return SAMPLE_CITIES[0]!;
}

/**
 * About 200 believable listings: every type and action, prices in rupees scaled per city (rent
 * ₹6k–60k a month, sale ₹15 lakh–3 crore), a few booked, spread over the last three months.
 */
export function sampleListings(count = 200, now = new Date(), photoPool = 24): SampleListing[] {
  const random = seededRandom(2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const between = (low: number, high: number) => low + random() * (high - low);
  const listings: SampleListing[] = [];
  for (let i = 0; i < count; i += 1) {
    const place = cityFor(random);
    const home = random() < 0.75;
    // Every type and action appears: the first rounds go through them in turn.
    const type =
      i < HOMES.length + OTHERS.length ? [...HOMES, ...OTHERS][i]! : pick(home ? HOMES : OTHERS);
    const roomless = type === 'PLOT' || type === 'SHOP';
    const action: PropertyAction =
      i % 3 === 0
        ? 'SELL'
        : i % 3 === 1
          ? 'RENT'
          : type === 'PLOT'
            ? 'SELL'
            : random() < 0.6
              ? 'LEASE'
              : 'RENT';
    const bhk =
      roomless || !HOMES.includes(type)
        ? undefined
        : 1 + Math.floor(random() * (type === 'VILLA' ? 5 : 4));
    const area = Math.round(
      roomless
        ? between(150, 2400)
        : type === 'VILLA' || type === 'FARMHOUSE'
          ? between(2200, 6000)
          : between(450, 800) * (bhk ?? 2),
    );
    const level = place.level;
    const monthly = roundTo(
      Math.min(60_000, Math.max(6_000, between(6_000, 25_000) * level * (bhk ? bhk / 2 : 1.2))),
      500,
    );
    const salePrice = roundTo(
      Math.min(30_000_000, Math.max(1_500_000, area * between(3_000, 6_500) * level)),
      50_000,
    );
    const leaseMonths = pick([11, 12, 24, 36]);
    const locality = pick(place.localities);
    const fields: PropertyFields = {
      title: `${pick(ADJECTIVES)} ${bhk ? `${bhk} BHK ` : ''}${LABELS[type]} in ${locality}`,
      description: `A ${LABELS[type]} in ${locality}, ${place.city}, with good light and easy access to markets, schools and transport. Visits on weekends; documents ready for verification.`,
      type,
      action,
      registeredAs: random() < 0.8 ? 'OWNER' : 'DEALER',
      city: place.city,
      state: place.state,
      pincode: place.pincode,
      locality,
      street: `${1 + Math.floor(random() * 40)} ${pick(['Main Road', 'Lane', 'Marg', 'Cross Road'])}`,
      landmark: pick(place.landmarks),
      latitude: Number((place.latitude + between(-0.05, 0.05)).toFixed(5)),
      longitude: Number((place.longitude + between(-0.05, 0.05)).toFixed(5)),
      price: action === 'SELL' ? salePrice : undefined,
      perMonthCharges:
        action === 'RENT' ? monthly : action === 'LEASE' ? monthly * leaseMonths : undefined,
      leaseDuration: action === 'LEASE' ? leaseMonths : undefined,
      bookingCharges: action === 'SELL' ? pick([300, 500, 1000]) : undefined,
      noticePeriod: action === 'RENT' ? pick([1, 1, 2, 3]) : 1,
      allowedTenants: pick(TENANTS),
      area,
      bhk,
      numberOfRooms: bhk ? bhk + 1 + Math.floor(random() * 2) : undefined,
      furnishingStatus: roomless ? 'UNFURNISHED' : pick(FURNISHING),
      parkingAvailable: random() < 0.65,
      availabilityDate: random() < 0.3 ? new Date(now.getTime() + between(5, 60) * DAY) : undefined,
      amenities: FORM_AMENITIES.filter(() => random() < 0.3),
      mobileNumber: `9${String(Math.floor(between(100_000_000, 999_999_999)))}`,
    };
    const photoCount = type === 'PLOT' ? 1 : 2 + Math.floor(random() * 2);
    listings.push({
      fields,
      status: random() < 0.06 ? 'BOOKED' : 'FREE',
      createdAt: new Date(now.getTime() - between(0, 90) * DAY),
      photos: Array.from({ length: photoCount }, (_, k) =>
        k === 0 ? (i * 2) % (photoPool / 2) : photoPool / 2 + ((i + k) % (photoPool / 2)),
      ),
    });
  }
  return listings;
}
