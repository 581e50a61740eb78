// Every route path of the web app, defined once. Screens link with `getHref`, the router
// registers `path`. Later issues add their screens here when they first link to them.
type PropertySearchQuery = Partial<
  Record<
    | 'action'
    | 'type'
    | 'city'
    | 'state'
    | 'availabilityDate'
    | 'bhk'
    | 'minBhk'
    | 'minPrice'
    | 'maxPrice'
    | 'minPerMonthCharges'
    | 'maxPerMonthCharges',
    string
  >
>;

const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export const paths = {
  home: { path: '/', getHref: () => '/' },
  about: { path: '/about', getHref: () => '/about' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  termsOfService: { path: '/terms-of-service', getHref: () => '/terms-of-service' },
  cookiesPolicy: { path: '/cookies-policy', getHref: () => '/cookies-policy' },
  login: { path: '/login', getHref: () => '/login' },
  signup: { path: '/signup', getHref: () => '/signup' },
  dealerSignup: { path: '/dealer-signup', getHref: () => '/dealer-signup' },
  becomeDealer: { path: '/become-dealer', getHref: () => '/become-dealer' },
  commissions: { path: '/commissions', getHref: () => '/commissions' },
  properties: {
    path: '/properties',
    getHref: (query: PropertySearchQuery = {}) => withQuery('/properties', query),
  },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  listProperty: { path: '/list-property', getHref: () => '/list-property' },
  listPropertyQuick: { path: '/list-property/quick', getHref: () => '/list-property/quick' },
  sell: { path: '/sell', getHref: () => '/sell' },
  profile: { path: '/profile', getHref: () => '/profile' },
  myProperties: { path: '/my-properties', getHref: () => '/my-properties' },
  shortlist: { path: '/shortlist', getHref: () => '/shortlist' },
  leads: { path: '/leads', getHref: () => '/leads' },
  savedSearches: { path: '/saved-searches', getHref: () => '/saved-searches' },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  admin: { path: '/admin', getHref: () => '/admin' },
  adminUsers: { path: '/admin/users', getHref: () => '/admin/users' },
  /** City, type and locality pages (issue 28): /rent/jaipur, /buy/jodhpur/flats, /rent/jaipur/c-scheme. */
  place: {
    path: '/:deal/:city/:place?',
    getHref: (deal: 'rent' | 'buy' | 'lease', city: string, place?: string) =>
      `/${deal}/${encodeURIComponent(city)}${place ? `/${encodeURIComponent(place)}` : ''}`,
  },
  property: {
    path: '/property/:id',
    getHref: (id: string) => `/property/${encodeURIComponent(id)}`,
  },
  adminProperties: { path: '/admin/properties', getHref: () => '/admin/properties' },
  adminBookings: { path: '/admin/bookings', getHref: () => '/admin/bookings' },
  adminDealerRequests: { path: '/admin/dealer-requests', getHref: () => '/admin/dealer-requests' },
  adminDealerTree: { path: '/admin/dealer-tree', getHref: () => '/admin/dealer-tree' },
  adminNotifications: { path: '/admin/notifications', getHref: () => '/admin/notifications' },
  adminInquiries: { path: '/admin/inquiries', getHref: () => '/admin/inquiries' },
  adminIntegrations: { path: '/admin/integrations', getHref: () => '/admin/integrations' },
  adminPayments: { path: '/admin/payments', getHref: () => '/admin/payments' },
  adminSettings: { path: '/admin/settings', getHref: () => '/admin/settings' },
  adminDeadLetters: { path: '/admin/dead-letters', getHref: () => '/admin/dead-letters' },
} as const;
