import type { PropertyType } from './property-types';

/** Home page category cards; each links to /properties?type={type}. */
export const CATEGORY_CARDS = [
  { type: 'VILLA', label: 'Villa' },
  { type: 'HOUSE', label: 'House' },
  { type: 'APARTMENT', label: 'Apartment' },
  { type: 'PLOT', label: 'Plot' },
  { type: 'SHOP', label: 'Shop' },
] as const satisfies readonly { type: PropertyType; label: string }[];
