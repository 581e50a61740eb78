import type {
  AllowedTenants,
  PropertyAction,
  PropertyStatus,
  PropertyType,
  RegisteredAs,
  SearchFurnishing,
} from '@ghar/contracts/constants';
import type { PropertyMedia } from '@ghar/contracts/http';

/** The listing's own fields, as the form (issue 10), the seed and the tests give them. */
export interface PropertyFields {
  title: string;
  description?: string;
  type: PropertyType;
  action: PropertyAction;
  registeredAs: RegisteredAs;
  registeredAsDescription?: string;
  city: string;
  state: string;
  pincode?: string;
  locality?: string;
  street?: string;
  landmark?: string;
  subRegion?: string;
  flatNumber?: string;
  buildingName?: string;
  shopNumber?: string;
  complexName?: string;
  plotNumber?: string;
  location?: string;
  address?: string;
  latitude?: number;
  longitude?: number;
  price?: number;
  perMonthCharges?: number;
  leaseDuration?: number;
  bookingCharges?: number;
  noticePeriod: number;
  allowedTenants: AllowedTenants;
  area?: number;
  dimensions?: string;
  bhk?: number;
  numberOfRooms?: number;
  furnishingStatus: SearchFurnishing;
  parkingAvailable?: boolean;
  availabilityDate?: Date;
  specifications?: string;
  amenities: string[];
  additionalAmenities?: string;
  mobileNumber?: string;
}

/** Files of a listing: public photos (sizes) and private documents (owner and admins only). */
export interface PropertyFiles {
  media: PropertyMedia[];
  electricityBillImage?: string;
  waterBillImage?: string;
  registryImage: string[];
  otherDocuments: string[];
  listingFeeProof?: string;
  /** The UPI payment's reference the fee was paid with (private, like the proof). */
  listingFeeReference?: string;
  /** The fee in rupees this listing was created with (the admin dashboard's listing fees). */
  listingFeeAmount?: number;
}

/**
 * "Is this still available?" (issue 10 item 6, rules in freshness.ts): when the owner last said
 * so (listing, confirming, or editing it), when the sweep asked, and whether it left search.
 */
export interface PropertyFreshness {
  availabilityConfirmedAt?: Date;
  freshnessAskedAt?: Date;
  hiddenFromSearch?: boolean;
}

export interface PropertyOwner {
  id: string;
  name: string;
  email: string;
}

export interface PropertyRecord extends PropertyFields, PropertyFiles, PropertyFreshness {
  id: string;
  owner: PropertyOwner;
  status: PropertyStatus;
  /** Bumped by every write; events carry it so readers never apply an older state. */
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Who caused a change (packages/platform/src/http/actor.ts: one for every service). */
export type { ActionContext } from '@ghar/platform';

export interface Viewer {
  userId?: string;
  role?: string;
}
