import type { EventData } from '@ghar/contracts/events';
import type { ListingOwnerDirectory } from './ports';

/** The listing events the owners projection is kept from. */
export const LISTING_OWNER_EVENTS = [
  'PropertyAdded',
  'PropertyUpdated',
  'PropertyStatusChanged',
  'PropertyDeleted',
] as const;
export type ListingOwnerEvent = (typeof LISTING_OWNER_EVENTS)[number];

/**
 * Keeps who owns each listing and its title (issue 27: a question reaches the owner without a
 * call to listings). A copy is replaced only by a newer version, so a redelivery changes nothing.
 */
export async function keepListingOwner(
  directory: ListingOwnerDirectory,
  type: ListingOwnerEvent,
  data: EventData<ListingOwnerEvent>,
): Promise<void> {
  const listing = {
    propertyId: data.propertyId,
    ownerId: data.ownerId,
    title: data.title,
    version: data.version ?? 0,
  };
  if (type === 'PropertyDeleted') await directory.markDeleted(listing);
  else await directory.apply(listing);
}
