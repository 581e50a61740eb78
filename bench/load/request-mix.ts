import { SAMPLE_CITIES, seededRandom } from '../../services/listings/src/index';
import { multipartForm, rentFlatFields } from '../../packages/testing/src/fixtures/listing-form';

/** A signed-in person of the run: credentials and a current session token. */
export interface LoadUser {
  email: string;
  password: string;
  token: string;
  /** Listings this user owns that were made through the API (editable, bookable). */
  listingIds: string[];
}

/** What the seeding made, which the requests draw on. */
export interface World {
  /** Every listing id a visitor may open (seeded straight and made through the API). */
  listingIds: string[];
  users: LoadUser[];
  /** FREE listings made through the API, so bookings' projection knows them. */
  bookable: string[];
  dealerCodes: string[];
  /** `email propertyId` pairs already booked: a person books a listing once. */
  booked: Set<string>;
  /** A real JPEG (a drawn 1600×1067 photo) for photos, documents and payment proofs. */
  jpeg: Buffer;
}

export interface PlannedRequest {
  kind: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | FormData;
  /** Reads the answer's body (only where the run learns from it, e.g. a new listing's id). */
  after?: (status: number, text: string) => void;
}

/** The mix of the issue (80 % search and detail, 10 % login/profile, 5 % writes, 5 % bookings). */
export const MIX: [kind: string, weight: number][] = [
  ['search', 50],
  ['detail', 30],
  ['login', 5],
  ['profile', 5],
  ['listing create', 2.5],
  ['listing update', 2.5],
  ['booking create', 2.5],
  ['my bookings', 2.5],
];

const TYPES = ['FLAT', 'APARTMENT', 'HOUSE', 'VILLA', 'SHOP', 'PLOT'];
const json = (value: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});
const bearer = (user: LoadUser) => ({ authorization: `Bearer ${user.token}` });

/** Builds the next request of the mix; deterministic for a seed. */
export function requestMix(world: World, seed = 14) {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const total = MIX.reduce((sum, [, weight]) => sum + weight, 0);
  const { booked } = world;
  let serial = 0;

  /** Typical visitor searches: the default page, a city, an action and price band, pages 1–5. */
  const searchPath = () => {
    const query = new URLSearchParams();
    const roll = random();
    if (roll < 0.2) {
      // The default page (FREE, newest first), the landing page's first request.
    } else if (roll < 0.55) {
      query.set('city', pick(SAMPLE_CITIES).city);
      query.set('action', pick(['RENT', 'SELL', 'LEASE']));
    } else if (roll < 0.75) {
      query.set('action', 'SELL');
      query.set('state', 'Rajasthan');
      query.set('minPrice', String(pick([1_500_000, 2_000_000, 3_000_000])));
      query.set('maxPrice', String(pick([6_000_000, 9_000_000, 15_000_000])));
      query.set('sortBy', 'price');
      query.set('sortOrder', 'asc');
    } else if (roll < 0.9) {
      query.set('type', pick(TYPES));
      query.set('bhk', String(1 + Math.floor(random() * 3)));
      if (random() < 0.5) query.set('parkingAvailable', 'true');
    } else {
      query.set('location', pick(pick(SAMPLE_CITIES).localities));
    }
    if (random() < 0.3) query.set('page', String(2 + Math.floor(random() * 4)));
    const text = query.toString();
    return `/api/properties${text ? `?${text}` : ''}`;
  };

  const build: Record<string, () => PlannedRequest> = {
    search: () => ({ kind: 'search', method: 'GET', path: searchPath() }),
    detail: () => ({
      kind: 'detail',
      method: 'GET',
      path: `/api/properties/${pick(world.listingIds)}`,
    }),
    login: () => {
      const user = pick(world.users);
      return {
        kind: 'login',
        method: 'POST',
        path: '/api/auth/login',
        ...json({ email: user.email, password: user.password }),
        after: (status, text) => {
          if (status === 200)
            user.token = (JSON.parse(text) as { data: { token: string } }).data.token;
        },
      };
    },
    profile: () => ({
      kind: 'profile',
      method: 'GET',
      path: '/api/auth/me',
      headers: bearer(pick(world.users)),
    }),
    'listing create': () => {
      const owner = pick(world.users);
      const city = pick(SAMPLE_CITIES);
      serial += 1;
      const photo = { content: world.jpeg, name: 'front.jpg', type: 'image/jpeg' };
      return {
        kind: 'listing create',
        method: 'POST',
        path: '/api/properties',
        headers: bearer(owner),
        body: multipartForm(
          rentFlatFields({
            title: `Load test flat ${serial} in ${city.city}`,
            city: city.city,
            state: city.state,
            locality: pick(city.localities),
          }),
          [
            { field: 'mediaFiles', ...photo },
            { field: 'registryImage', ...photo, name: 'registry.jpg' },
            { field: 'listingFeeProof', ...photo, name: 'upi.jpg' },
          ],
        ),
        after: (status, text) => {
          if (status !== 201) return;
          const id = (JSON.parse(text) as { data: { id: string } }).data.id;
          owner.listingIds.push(id);
          world.listingIds.push(id);
        },
      };
    },
    'listing update': () => {
      const owner = pick(world.users.filter((user) => user.listingIds.length > 0));
      serial += 1;
      return {
        kind: 'listing update',
        method: 'PUT',
        path: `/api/properties/${pick(owner.listingIds)}`,
        headers: bearer(owner),
        body: multipartForm(
          rentFlatFields({
            title: `Load test flat, edited ${serial}`,
            perMonthCharges: String(12_000 + 500 * Math.floor(random() * 20)),
          }),
        ),
      };
    },
    'booking create': () => {
      // A person books a listing once: a pair not booked yet in this run.
      let user = pick(world.users);
      let propertyId = pick(world.bookable);
      for (let tries = 0; booked.has(`${user.email} ${propertyId}`) && tries < 20; tries += 1) {
        user = pick(world.users);
        propertyId = pick(world.bookable);
      }
      booked.add(`${user.email} ${propertyId}`);
      serial += 1;
      const fields: Record<string, string> = {
        propertyId,
        paymentRef: `UTR${String(10_000_000 + serial).padStart(9, '0')}`,
      };
      if (world.dealerCodes.length > 0 && random() < 0.5)
        fields.dealerCode = pick(world.dealerCodes);
      return {
        kind: 'booking create',
        method: 'POST',
        path: '/api/bookings/create',
        headers: bearer(user),
        body: multipartForm(fields, [
          { field: 'paymentProof', content: world.jpeg, name: 'upi.jpg', type: 'image/jpeg' },
        ]),
      };
    },
    'my bookings': () => ({
      kind: 'my bookings',
      method: 'GET',
      path: '/api/bookings/my-bookings',
      headers: bearer(pick(world.users)),
    }),
  };

  return (): PlannedRequest => {
    let roll = random() * total;
    for (const [kind, weight] of MIX) {
      roll -= weight;
      if (roll <= 0) return build[kind]!();
    }
    return build[MIX[0]![0]]!();
  };
}
