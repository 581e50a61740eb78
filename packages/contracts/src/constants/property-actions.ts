export const PROPERTY_ACTIONS = ['SELL', 'RENT', 'LEASE'] as const;
export type PropertyAction = (typeof PROPERTY_ACTIONS)[number];

/** SELL is shown to visitors as Buy (search tabs, cards). */
export const PROPERTY_ACTION_LABELS: Record<PropertyAction, string> = {
  SELL: 'Buy',
  RENT: 'Rent',
  LEASE: 'Lease',
};

/** Home search tabs, in display order. */
export const HOME_SEARCH_TABS = [
  'RENT',
  'LEASE',
  'SELL',
] as const satisfies readonly PropertyAction[];

/**
 * Pricing fields the form shows per action. For LEASE, perMonthCharges holds the total lease
 * charge (the booking amount divides it by leaseDuration).
 */
export const PRICING_FIELDS_BY_ACTION = {
  SELL: ['price'],
  RENT: ['perMonthCharges', 'noticePeriod'],
  LEASE: ['perMonthCharges', 'leaseDuration'],
} as const satisfies Record<PropertyAction, readonly string[]>;
