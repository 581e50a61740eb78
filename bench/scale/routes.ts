/**
 * Every GET the web's screens make (the features' api files, web/src/lib, web/src/components), as
 * the role whose screen makes it, with the parameters a person varies: pages, filters, ids drawn
 * from the seeded market. Pure: the ids come from a `Draw` (unit-tested in routes.test.ts).
 */

export const ROLES = ['visitor', 'user', 'owner', 'dealer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface Draw {
  /** A number in [0, 1). */
  random(): number;
  /** Any listing's id, popular ones more often. */
  listingId(): string;
  /** The signed-in caller's own id (owners list their own listings). */
  selfId(): string;
  /** A city of the sample market with its localities. */
  city(): { city: string; localities: string[] };
  /** An approved dealer's referral code. */
  dealerCode(): string;
}

export interface Route {
  /** The route as the gateway knows it, ids as `:id`. */
  pattern: string;
  /** The roles whose screens call it. */
  roles: readonly Role[];
  path(draw: Draw): string;
}

const pick = <T>(draw: Draw, list: readonly T[]): T =>
  list[Math.floor(draw.random() * list.length)]!;
/** Page 1 mostly, as people rarely page far. */
const page = (draw: Draw) => (draw.random() < 0.6 ? 1 : 2 + Math.floor(draw.random() * 4));
const query = (params: Record<string, string | number | undefined>) => {
  const text = new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return text ? `?${text}` : '';
};
const maybe = <T>(draw: Draw, share: number, value: () => T) =>
  draw.random() < share ? value() : undefined;
const slug = (text: string) => text.toLowerCase().replace(/\s+/g, '-');
const ACTIONS = ['SELL', 'RENT', 'LEASE'] as const;
const TYPES = ['FLAT', 'APARTMENT', 'HOUSE', 'VILLA', 'SHOP', 'PLOT'] as const;
const SIGNED_IN: readonly Role[] = ['user', 'owner', 'dealer', 'admin'];
const PEOPLE: readonly Role[] = ['user', 'owner', 'dealer'];
const since = (draw: Draw) =>
  new Date(Date.UTC(2026, 10, 1 + Math.floor(draw.random() * 27))).toISOString();

/** The search page's filters: default page, a city, price bands, BHK, a locality, pages. */
function searchQuery(draw: Draw) {
  const { city, localities } = draw.city();
  const roll = draw.random();
  return query({
    action: roll < 0.2 ? undefined : pick(draw, ACTIONS),
    city: roll < 0.2 ? undefined : city,
    type: maybe(draw, 0.3, () => pick(draw, TYPES)),
    bhk: maybe(draw, 0.3, () => 1 + Math.floor(draw.random() * 3)),
    location: maybe(draw, 0.15, () => pick(draw, localities)),
    maxPrice: maybe(draw, 0.15, () => pick(draw, [3_000_000, 6_000_000, 9_000_000])),
    sortBy: maybe(draw, 0.2, () => pick(draw, ['price', 'area', 'createdAt'])),
    page: page(draw),
  });
}

export const ROUTES: Route[] = [
  // Home, search, a listing and the place pages: everyone.
  { pattern: 'GET /api/properties', roles: ROLES, path: (d) => `/api/properties${searchQuery(d)}` },
  {
    pattern: 'GET /api/properties/search/facets',
    roles: ['visitor', 'user'],
    path: (d) => `/api/properties/search/facets${searchQuery(d)}`,
  },
  {
    pattern: 'GET /api/properties/:id',
    roles: ROLES,
    path: (d) => `/api/properties/${d.listingId()}`,
  },
  {
    pattern: 'GET /api/properties/:id/similar',
    roles: ['visitor', 'user'],
    path: (d) => `/api/properties/${d.listingId()}/similar`,
  },
  {
    pattern: 'GET /api/properties/:id/map-position',
    roles: ['visitor', 'user'],
    path: (d) => `/api/properties/${d.listingId()}/map-position`,
  },
  {
    pattern: 'GET /api/properties/locations/list',
    roles: ['visitor'],
    path: () => '/api/properties/locations/list',
  },
  {
    pattern: 'GET /api/properties/places/popular',
    roles: ['visitor'],
    path: (d) =>
      `/api/properties/places/popular${query({ city: d.city().city, action: maybe(d, 0.5, () => pick(d, ACTIONS)) })}`,
  },
  {
    pattern: 'GET /api/properties/places/localities',
    roles: ['visitor'],
    path: (d) => {
      const { city, localities } = d.city();
      return `/api/properties/places/localities${query({ city, q: maybe(d, 0.7, () => pick(d, localities).slice(0, 3)) })}`;
    },
  },
  {
    pattern: 'GET /api/properties/places/summary',
    roles: ['visitor'],
    path: (d) => {
      const { city, localities } = d.city();
      const place = maybe(d, 0.5, () => slug(pick(d, localities)));
      return `/api/properties/places/summary${query({ action: pick(d, ACTIONS), city: slug(city), place })}`;
    },
  },
  { pattern: 'GET /api/settings', roles: ['visitor', 'user'], path: () => '/api/settings' },
  {
    pattern: 'GET /api/dealers/referral/:code',
    roles: ['visitor', 'user'],
    path: (d) => `/api/dealers/referral/${d.dealerCode()}`,
  },
  // A signed-in person's header, bell, profile, shortlist, saved searches and bookings.
  { pattern: 'GET /api/auth/me', roles: SIGNED_IN, path: () => '/api/auth/me' },
  {
    pattern: 'GET /api/notifications/mine',
    roles: PEOPLE,
    path: (d) =>
      `/api/notifications/mine${query({ page: page(d), read: maybe(d, 0.3, () => pick(d, ['true', 'false'])) })}`,
  },
  {
    pattern: 'GET /api/notifications/mine/unread-count',
    roles: PEOPLE,
    path: () => '/api/notifications/mine/unread-count',
  },
  {
    pattern: 'GET /api/notifications/mine/preferences',
    roles: PEOPLE,
    path: () => '/api/notifications/mine/preferences',
  },
  {
    pattern: 'GET /api/properties/shortlist/ids',
    roles: PEOPLE,
    path: () => '/api/properties/shortlist/ids',
  },
  {
    pattern: 'GET /api/properties/shortlist/mine',
    roles: ['user'],
    path: (d) => `/api/properties/shortlist/mine${query({ page: page(d) })}`,
  },
  {
    pattern: 'GET /api/properties/saved-searches',
    roles: ['user'],
    path: () => '/api/properties/saved-searches',
  },
  {
    pattern: 'GET /api/bookings/my-bookings',
    roles: ['user', 'owner'],
    path: () => '/api/bookings/my-bookings',
  },
  { pattern: 'GET /api/dealers/me', roles: ['user', 'dealer'], path: () => '/api/dealers/me' },
  // The owner's dashboard: their listings, the bookings of them, leads.
  {
    pattern: 'GET /api/properties?ownerId',
    roles: ['owner'],
    path: (d) => `/api/properties${query({ ownerId: d.selfId(), page: page(d), limit: 12 })}`,
  },
  {
    pattern: 'GET /api/bookings/for-my-properties',
    roles: ['owner'],
    path: () => '/api/bookings/for-my-properties',
  },
  {
    pattern: 'GET /api/bookings/leads',
    roles: ['owner'],
    path: (d) => `/api/bookings/leads${query({ page: page(d), limit: 20 })}`,
  },
  {
    pattern: 'GET /api/bookings/leads/count',
    roles: ['owner'],
    path: (d) => `/api/bookings/leads/count${query({ since: since(d) })}`,
  },
  {
    pattern: 'GET /api/inquiries/mine',
    roles: ['owner'],
    path: (d) => `/api/inquiries/mine${query({ page: page(d), limit: 20 })}`,
  },
  {
    pattern: 'GET /api/inquiries/mine/count',
    roles: ['owner'],
    path: (d) => `/api/inquiries/mine/count${query({ since: since(d) })}`,
  },
  // The dealer's pages.
  {
    pattern: 'GET /api/dealers/my-commissions',
    roles: ['dealer'],
    path: (d) => `/api/dealers/my-commissions${query({ page: page(d) })}`,
  },
  // The admin's screens.
  { pattern: 'GET /api/admin/dashboard', roles: ['admin'], path: () => '/api/admin/dashboard' },
  {
    pattern: 'GET /api/admin/recent-activity',
    roles: ['admin'],
    path: (d) => `/api/admin/recent-activity${query({ limit: pick(d, [5, 10, 20]) })}`,
  },
  {
    pattern: 'GET /api/admin/analytics/:name',
    roles: ['admin'],
    path: (d) => `/api/admin/analytics/${pick(d, ['properties', 'bookings', 'dealers'])}`,
  },
  {
    pattern: 'GET /api/bookings',
    roles: ['admin'],
    path: (d) =>
      `/api/bookings${query({ page: page(d), status: maybe(d, 0.4, () => pick(d, ['PENDING', 'CONFIRMED', 'CANCELLED', 'EXPIRED'])), search: maybe(d, 0.2, () => `Scale Person ${Math.floor(d.random() * 100)}`) })}`,
  },
  { pattern: 'GET /api/bookings/stats', roles: ['admin'], path: () => '/api/bookings/stats' },
  {
    pattern: 'GET /api/admin/dead-letters',
    roles: ['admin'],
    path: (d) =>
      `/api/admin/dead-letters${query({ status: maybe(d, 0.5, () => 'OPEN'), page: 1 })}`,
  },
  {
    pattern: 'GET /api/admin/dealer-requests',
    roles: ['admin'],
    path: () => '/api/admin/dealer-requests',
  },
  { pattern: 'GET /api/admin/dealer-tree', roles: ['admin'], path: () => '/api/admin/dealer-tree' },
  {
    pattern: 'GET /api/admin/payments',
    roles: ['admin'],
    path: (d) =>
      `/api/admin/payments${query({ state: maybe(d, 0.4, () => pick(d, ['RECEIVED', 'VERIFIED'])), source: maybe(d, 0.4, () => pick(d, ['LISTING_FEE', 'BOOKING'])), month: maybe(d, 0.5, () => pick(d, ['2026-09', '2026-10', '2026-11'])) })}`,
  },
  {
    pattern: 'GET /api/properties/admin/all',
    roles: ['admin'],
    path: (d) =>
      `/api/properties/admin/all${query({ page: page(d), type: maybe(d, 0.3, () => pick(d, TYPES)), status: maybe(d, 0.3, () => pick(d, ['FREE', 'BOOKED', 'SOLD'])), search: maybe(d, 0.2, () => pick(d, d.city().localities)) })}`,
  },
  { pattern: 'GET /api/admin/settings', roles: ['admin'], path: () => '/api/admin/settings' },
  {
    pattern: 'GET /api/admin/users',
    roles: ['admin'],
    path: (d) =>
      `/api/admin/users${query({ page: page(d), search: maybe(d, 0.3, () => `scale.${Math.floor(d.random() * 1000)}`) })}`,
  },
  {
    pattern: 'GET /api/admin/users/aadhaar-reveals',
    roles: ['admin'],
    path: (d) => `/api/admin/users/aadhaar-reveals${query({ page: page(d) })}`,
  },
  {
    pattern: 'GET /api/inquiries',
    roles: ['admin'],
    path: (d) => `/api/inquiries${query({ page: page(d) })}`,
  },
  { pattern: 'GET /api/inquiries/count', roles: ['admin'], path: () => '/api/inquiries/count' },
  {
    pattern: 'GET /api/notifications',
    roles: ['admin'],
    path: (d) =>
      `/api/notifications${query({ page: page(d), read: maybe(d, 0.3, () => pick(d, ['true', 'false'])), type: maybe(d, 0.3, () => pick(d, ['PROPERTY_ADDED', 'BOOKING_CREATED', 'USER_SIGNUP'])) })}`,
  },
  {
    pattern: 'GET /api/notifications/unread-count',
    roles: ['admin'],
    path: () => '/api/notifications/unread-count',
  },
  {
    pattern: 'GET /api/notifications/telegram-status',
    roles: ['admin'],
    path: () => '/api/notifications/telegram-status',
  },
  {
    pattern: 'GET /api/notifications/whatsapp-status',
    roles: ['admin'],
    path: () => '/api/notifications/whatsapp-status',
  },
];

/** Every (route, role) pair the walk measures, in a fixed order. */
export const routePairs = (routes = ROUTES) =>
  routes.flatMap((route) =>
    route.roles.map((role) => ({ route, role, key: `${route.pattern} · ${role}` })),
  );
