import type { OwnerProperty, PropertySummary, PublicProperty } from '@ghar/contracts/http';
import { freshnessOf } from './freshness';
import type { PropertyRecord, Viewer } from './property';

/** The photos' medium JPEGs, in order: what the spec's readers know as mediaUrls. */
export const mediaUrlsOf = (record: Pick<PropertyRecord, 'media'>) =>
  record.media.map((photo) => photo.medium.jpeg);

/** What search results and events carry: public fields only, no long texts. */
export function summaryOf(record: PropertyRecord): PropertySummary {
  return {
    id: record.id,
    title: record.title,
    type: record.type,
    action: record.action,
    registeredAs: record.registeredAs,
    registeredAsDescription: record.registeredAsDescription,
    city: record.city,
    state: record.state,
    pincode: record.pincode,
    locality: record.locality,
    street: record.street,
    landmark: record.landmark,
    subRegion: record.subRegion,
    flatNumber: record.flatNumber,
    buildingName: record.buildingName,
    shopNumber: record.shopNumber,
    complexName: record.complexName,
    plotNumber: record.plotNumber,
    location: record.location,
    address: record.address,
    latitude: record.latitude,
    longitude: record.longitude,
    price: record.price,
    perMonthCharges: record.perMonthCharges,
    leaseDuration: record.leaseDuration,
    bookingCharges: record.bookingCharges,
    noticePeriod: record.noticePeriod,
    allowedTenants: record.allowedTenants,
    area: record.area,
    dimensions: record.dimensions,
    bhk: record.bhk,
    numberOfRooms: record.numberOfRooms,
    furnishingStatus: record.furnishingStatus,
    parkingAvailable: record.parkingAvailable,
    availabilityDate: record.availabilityDate?.toISOString(),
    amenities: record.amenities,
    additionalAmenities: record.additionalAmenities,
    mediaUrls: mediaUrlsOf(record),
    media: record.media,
    status: record.status,
    // Absent unless hidden: public search never lists it then, the owner's own list shows why.
    hiddenFromSearch: record.hiddenFromSearch === true || undefined,
    availabilityAsked: freshnessOf(record).state === 'ask' || undefined,
    owner: { name: record.owner.name },
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

export function publicViewOf(record: PropertyRecord): PublicProperty {
  return {
    ...summaryOf(record),
    description: record.description,
    specifications: record.specifications,
  };
}

/** The owner's and admins' view: adds the mobile number and the private documents. */
export function ownerViewOf(record: PropertyRecord): OwnerProperty {
  return {
    ...publicViewOf(record),
    ownerId: record.owner.id,
    owner: { name: record.owner.name, email: record.owner.email },
    mobileNumber: record.mobileNumber,
    electricityBillImage: record.electricityBillImage,
    waterBillImage: record.waterBillImage,
    registryImage: record.registryImage,
    otherDocuments: record.otherDocuments,
    listingFeeProof: record.listingFeeProof,
    freshness: freshnessOf(record),
    listingFeeReference: record.listingFeeReference,
  };
}

export const isOwnerOrAdmin = (viewer: Viewer, ownerId: string) =>
  viewer.role === 'ADMIN' || (viewer.userId !== undefined && viewer.userId === ownerId);

/** The view a caller may see of one listing. */
export const viewFor = (record: PropertyRecord, viewer: Viewer) =>
  isOwnerOrAdmin(viewer, record.owner.id) ? ownerViewOf(record) : publicViewOf(record);
