/**
 * What notifications keeps of a listing (issue 27): who owns it and its title, so a question
 * about it reaches its owner without a call to listings. From listings' own events.
 */
export interface ListingOwner {
  propertyId: string;
  ownerId: string;
  title: string;
  /** The listing's write counter: an older event never overwrites a newer copy. */
  version: number;
  deleted: boolean;
}
