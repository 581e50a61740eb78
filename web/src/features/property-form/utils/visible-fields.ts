import {
  FLAT_UNIT_PROPERTY_TYPES,
  PLOT_UNIT_PROPERTY_TYPES,
  PRICING_FIELDS_BY_ACTION,
  PROPERTY_ACTIONS,
  ROOMLESS_PROPERTY_TYPES,
  SHOP_UNIT_PROPERTY_TYPES,
  type PropertyAction,
} from '@ghar/contracts/constants';
import type { PropertyFields } from '@ghar/contracts/http';

export type FieldName = keyof PropertyFields;

const includes = (list: readonly string[], value: unknown): boolean =>
  typeof value === 'string' && list.includes(value);

export type UnitField = 'flatNumber' | 'buildingName' | 'shopNumber' | 'complexName' | 'plotNumber';

/** Unit fields by type (part 1 §2 Property form). */
export const unitFieldsFor = (type: unknown): UnitField[] => {
  if (includes(FLAT_UNIT_PROPERTY_TYPES, type)) return ['flatNumber', 'buildingName'];
  if (includes(SHOP_UNIT_PROPERTY_TYPES, type)) return ['shopNumber', 'complexName'];
  if (includes(PLOT_UNIT_PROPERTY_TYPES, type)) return ['plotNumber'];
  return [];
};

/** BHK, rooms and furnishing are hidden for PLOT and SHOP. */
export const hasRooms = (type: unknown): boolean => !includes(ROOMLESS_PROPERTY_TYPES, type);

const isAction = (value: unknown): value is PropertyAction => includes(PROPERTY_ACTIONS, value);

/** SELL: price (and the optional booking charge its booking takes); RENT and LEASE their own. */
export const pricingFieldsFor = (action: unknown): FieldName[] =>
  isAction(action)
    ? [
        ...PRICING_FIELDS_BY_ACTION[action],
        ...(action === 'SELL' ? ['bookingCharges' as const] : []),
      ]
    : [];

const ALWAYS: FieldName[] = [
  'title',
  'type',
  'action',
  'registeredAs',
  'mobileNumber',
  'description',
  'state',
  'city',
  'locality',
  'subRegion',
  'street',
  'landmark',
  'pincode',
  'address',
  'location',
  'latitude',
  'longitude',
  'area',
  'dimensions',
  'allowedTenants',
  'availabilityDate',
  'specifications',
  'amenities',
  'additionalAmenities',
];

/** The fields the form shows for this type, action and registeredAs (what it sends). */
export const visibleFields = (form: {
  type?: unknown;
  action?: unknown;
  registeredAs?: unknown;
}): Set<FieldName> =>
  new Set<FieldName>([
    ...ALWAYS,
    ...(form.registeredAs === 'OTHER' ? ['registeredAsDescription' as const] : []),
    ...unitFieldsFor(form.type),
    ...(hasRooms(form.type) ? (['bhk', 'numberOfRooms', 'furnishingStatus'] as const) : []),
    ...pricingFieldsFor(form.action),
  ]);
