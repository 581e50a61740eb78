export const REGISTERED_AS = ['OWNER', 'DEALER', 'OTHER'] as const;
export type RegisteredAs = (typeof REGISTERED_AS)[number];
export const REGISTERED_AS_LABELS: Record<RegisteredAs, string> = {
  OWNER: 'Owner',
  DEALER: 'Dealer',
  OTHER: 'Other',
};

export const FURNISHING = ['UNFURNISHED', 'SEMI_FURNISHED', 'FULLY_FURNISHED'] as const;
export type Furnishing = (typeof FURNISHING)[number];
/** The search filter also lists FURNISHED. */
export const SEARCH_FURNISHING = [...FURNISHING, 'FURNISHED'] as const;
export type SearchFurnishing = (typeof SEARCH_FURNISHING)[number];
export const FURNISHING_LABELS: Record<SearchFurnishing, string> = {
  UNFURNISHED: 'Unfurnished',
  SEMI_FURNISHED: 'Semi Furnished',
  FULLY_FURNISHED: 'Fully Furnished',
  FURNISHED: 'Furnished',
};

export const ALLOWED_TENANTS = ['FAMILY', 'BACHELORS', 'ANYONE'] as const;
export type AllowedTenants = (typeof ALLOWED_TENANTS)[number];
export const ALLOWED_TENANTS_LABELS: Record<AllowedTenants, string> = {
  FAMILY: 'Family',
  BACHELORS: 'Bachelors',
  ANYONE: 'Anyone',
};

export const BHK_OPTIONS = [1, 2, 3, 4, 5, 6] as const;
export type Bhk = (typeof BHK_OPTIONS)[number];
/** The form shows the last option as 6+. */
export const BHK_LABELS: Record<Bhk, string> = {
  1: '1 BHK',
  2: '2 BHK',
  3: '3 BHK',
  4: '4 BHK',
  5: '5 BHK',
  6: '6+ BHK',
};
