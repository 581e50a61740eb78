import { PROPERTY_DEFAULTS, type PropertyStatus } from '@ghar/contracts/constants';
import type { PropertyMedia } from '@ghar/contracts/http';
import { createProperty } from '../src/domain/create-property';
import type { ListingsDeps } from '../src/domain/ports';
import type { PropertyFields, PropertyOwner } from '../src/domain/property';

/** A listing's fields with the spec's defaults; a test sets what it filters on. */
export const fieldsOf = (fields: Partial<PropertyFields>): PropertyFields => ({
  title: 'A listing',
  type: 'FLAT',
  action: 'RENT',
  registeredAs: PROPERTY_DEFAULTS.registeredAs,
  city: 'Jaipur',
  state: 'Rajasthan',
  noticePeriod: PROPERTY_DEFAULTS.noticePeriod,
  allowedTenants: PROPERTY_DEFAULTS.allowedTenants,
  furnishingStatus: PROPERTY_DEFAULTS.furnishingStatus,
  amenities: [],
  mobileNumber: '9876543210',
  ...fields,
});

/** Lists a property through the create use case (its HTTP route comes with issue 10). */
export const listProperty = (
  deps: ListingsDeps,
  owner: Pick<PropertyOwner, 'id'> & Partial<PropertyOwner>,
  fields: Partial<PropertyFields>,
  status?: PropertyStatus,
  media: PropertyMedia[] = [],
) =>
  createProperty(
    deps,
    {
      owner,
      fields: fieldsOf(fields),
      files: { media, registryImage: ['/uploads/listings/registry/x.pdf'], otherDocuments: [] },
      status,
    },
    { actorId: owner.id },
  );
