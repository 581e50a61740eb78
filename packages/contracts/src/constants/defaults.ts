import type { AllowedTenants, Furnishing, RegisteredAs } from './property-attributes';
import type { SortBy, SortOrder } from './sorting';
import type { PropertyStatus } from './statuses';

/** Values a new property takes when the form leaves them empty. */
export const PROPERTY_DEFAULTS = {
  noticePeriod: 1,
  furnishingStatus: 'UNFURNISHED' as Furnishing,
  allowedTenants: 'FAMILY' as AllowedTenants,
  registeredAs: 'OWNER' as RegisteredAs,
} as const;

export const SEARCH_DEFAULTS = {
  status: 'FREE' as PropertyStatus,
  sortBy: 'createdAt' as SortBy,
  sortOrder: 'desc' as SortOrder,
  ...PROPERTY_DEFAULTS,
  /**
   * The home search's place for a newcomer. The spec says Bangalore, Karnataka; Ghar starts in
   * Rajasthan (issue 26 item 2), so Jaipur. A returning visitor gets their last searched place.
   */
  homeCity: 'Jaipur',
  homeState: 'Rajasthan',
} as const;
