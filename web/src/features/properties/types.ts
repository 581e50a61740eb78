import type {
  AllowedTenants,
  PropertyAction,
  PropertyStatus,
  PropertyType,
  SearchFurnishing,
} from '@ghar/contracts';

// TODO(#9): replaced by the listings read schemas of @ghar/contracts (property-views.ts).
export type ImageVariant = { webp: string; jpeg: string };
export type PropertyMedia = {
  thumb: ImageVariant;
  medium: ImageVariant;
  width?: number;
  height?: number;
};

export type PropertyView = {
  id: string;
  title: string;
  description?: string;
  type: PropertyType;
  action: PropertyAction;
  status: PropertyStatus;
  registeredAs?: string;
  city: string;
  state: string;
  pincode?: string;
  locality?: string;
  street?: string;
  landmark?: string;
  address?: string;
  location?: string;
  price?: number;
  perMonthCharges?: number;
  leaseDuration?: number;
  bookingCharges?: number;
  noticePeriod?: number;
  allowedTenants?: AllowedTenants;
  area?: number;
  dimensions?: string;
  bhk?: number;
  numberOfRooms?: number;
  furnishingStatus?: SearchFurnishing;
  parkingAvailable?: boolean;
  availabilityDate?: string;
  specifications?: string;
  amenities: string[];
  additionalAmenities?: string;
  media: PropertyMedia[];
  mediaUrls: string[];
  owner?: { name?: string };
  createdAt: string;
};

export type PropertyPage = {
  properties: PropertyView[];
  pagination: { page: number; pages: number; total: number; limit: number };
};
