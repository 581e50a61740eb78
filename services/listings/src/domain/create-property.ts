import { canonicalPropertyType, type PropertyStatus } from '@ghar/contracts/constants';
import { indexListing } from './index-listing';
import { updateProperty } from './update-property';
import { agreedParking } from './parking-rules';
import type { ListingsDeps } from './ports';
import type {
  ActionContext,
  PropertyFields,
  PropertyFiles,
  PropertyOwner,
  PropertyRecord,
} from './property';
import { listingFeeSubmittedEvent, propertyAddedEvent } from './property-events';

export interface NewProperty {
  /** The signed-in owner; the owners projection supplies the name auth announced, when known. */
  owner: Pick<PropertyOwner, 'id'> & Partial<PropertyOwner>;
  fields: PropertyFields;
  files: PropertyFiles;
  status?: PropertyStatus;
  /** The listing fee paid with it (the form's create), announced by ListingFeeSubmitted. */
  listingFee?: { amount: number; reference?: string };
  /** Only the sample-data seed backdates listings. */
  createdAt?: Date;
}

/** Lists a property: live as FREE at once (docs/business-decisions.md), announced by PropertyAdded. */
export async function createProperty(
  deps: ListingsDeps,
  input: NewProperty,
  ctx: ActionContext,
): Promise<PropertyRecord> {
  const known = await deps.owners.find(input.owner.id);
  const owner: PropertyOwner = {
    id: input.owner.id,
    name: known?.name || input.owner.name || '',
    email: known?.email || input.owner.email || '',
  };
  const record = await deps.properties.create(
    {
      id: deps.properties.newId(),
      ...input.fields,
      // A seed or test may still say FLAT; the listing is its APARTMENT (issue 23 item 18).
      type: canonicalPropertyType(input.fields.type),
      ...agreedParking(input.fields),
      ...input.files,
      owner,
      status: input.status ?? 'FREE',
      // Listing it says it is available now (the freshness clock starts, even when backdated).
      availabilityConfirmedAt: deps.clock.now(),
      createdAt: input.createdAt,
    },
    (saved) => [
      propertyAddedEvent(saved, ctx),
      ...(input.listingFee ? [listingFeeSubmittedEvent(saved, input.listingFee, ctx)] : []),
    ],
  );
  indexListing(deps.search, record);
  if (known) return record;
  // The owner was not known yet: their UserRegistered may have been handled while this listing
  // was being written, and looked for their listings before this one was in the search model.
  // Once it is in the model, the projection is read again: a name saved before now reaches the
  // listing here, one saved after finds the listing in the model (recordOwner).
  const announced = await deps.owners.find(owner.id);
  if (!announced || (announced.name === owner.name && announced.email === owner.email)) {
    return record;
  }
  return updateProperty(deps, record.id, { owner: announced }, 'system', ctx, 'OWNER_DETAILS');
}
