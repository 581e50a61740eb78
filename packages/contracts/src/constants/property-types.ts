export const PROPERTY_TYPES = [
  'HOUSE',
  'FLAT',
  'VILLA',
  'SHOP',
  'SHOWROOM',
  'FARMHOUSE',
  'PLOT',
  'APARTMENT',
  'COMMERCIAL',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  HOUSE: 'House',
  FLAT: 'Flat',
  VILLA: 'Villa',
  SHOP: 'Shop',
  SHOWROOM: 'Showroom',
  FARMHOUSE: 'Farmhouse',
  PLOT: 'Plot',
  APARTMENT: 'Apartment',
  COMMERCIAL: 'Commercial',
};

/**
 * Flat and apartment are one concept (issue 23 item 18): owners list APARTMENT, tenants search
 * for flats. APARTMENT is stored and sent; FLAT stays a readable spelling the API accepts and
 * reads as APARTMENT (a query, a form, an old listing).
 */
export const PROPERTY_TYPE_ALIASES: Partial<Record<PropertyType, PropertyType>> = {
  FLAT: 'APARTMENT',
};
/** Every type once: the aliases' spellings left out (for lists that offer every type). */
export const CANONICAL_PROPERTY_TYPES: readonly PropertyType[] = PROPERTY_TYPES.filter(
  (type) => PROPERTY_TYPE_ALIASES[type] === undefined,
);
/** The one type a spelling stands for (FLAT → APARTMENT); schemas apply it to what they parse. */
export const canonicalPropertyType = (type: PropertyType): PropertyType =>
  PROPERTY_TYPE_ALIASES[type] ?? type;

/**
 * Each screen offers its own subset, in the spec's order, with the spec's FLAT offered as its
 * canonical APARTMENT so every screen names the one concept.
 */
export const FORM_PROPERTY_TYPES = [
  'APARTMENT',
  'HOUSE',
  'VILLA',
  'PLOT',
  'COMMERCIAL',
  'SHOP',
] as const satisfies readonly PropertyType[];
export const SEARCH_PROPERTY_TYPES = [
  'APARTMENT',
  'VILLA',
  'HOUSE',
  'PLOT',
  'SHOP',
  'COMMERCIAL',
] as const satisfies readonly PropertyType[];
export const HOME_PROPERTY_TYPES = [
  'HOUSE',
  'APARTMENT',
  'VILLA',
  'SHOP',
  'SHOWROOM',
  'FARMHOUSE',
  'PLOT',
] as const satisfies readonly PropertyType[];

/** Types whose form shows flat number and building name. */
export const FLAT_UNIT_PROPERTY_TYPES = [
  'APARTMENT',
  'HOUSE',
  'VILLA',
  'FLAT',
] as const satisfies readonly PropertyType[];
/** Types whose form shows shop number and complex name. */
export const SHOP_UNIT_PROPERTY_TYPES = [
  'COMMERCIAL',
  'SHOP',
] as const satisfies readonly PropertyType[];
/** Types whose form shows a plot number. */
export const PLOT_UNIT_PROPERTY_TYPES = ['PLOT'] as const satisfies readonly PropertyType[];
/** Types without BHK, rooms and furnishing (hidden in the form, BHK not required). */
export const ROOMLESS_PROPERTY_TYPES = ['PLOT', 'SHOP'] as const satisfies readonly PropertyType[];
