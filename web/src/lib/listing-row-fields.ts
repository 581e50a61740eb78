/**
 * The fields every list of one's own or all listings (My Properties, Manage Properties) checks,
 * as a pick of the contracts' listing schemas (`z.pick(propertySummarySchema, listingRowFields)`).
 */
export const listingRowFields = {
  id: true,
  title: true,
  type: true,
  action: true,
  status: true,
  city: true,
  state: true,
  locality: true,
  price: true,
  perMonthCharges: true,
  leaseDuration: true,
  createdAt: true,
} as const;
