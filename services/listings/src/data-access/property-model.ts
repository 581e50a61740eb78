import {
  ALLOWED_TENANTS,
  PROPERTY_ACTIONS,
  PROPERTY_DEFAULTS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  REGISTERED_AS,
  SEARCH_FURNISHING,
} from '@ghar/contracts/constants';
import type { PropertyMedia } from '@ghar/contracts/http';
import { addOutboxFields, type OutboxFields } from '@ghar/platform';
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import type { PropertyFields, PropertyFiles, PropertyFreshness } from '../domain/property';

export interface PropertyDoc
  extends Omit<PropertyFields, never>, PropertyFiles, PropertyFreshness, OutboxFields {
  _id: Types.ObjectId;
  ownerId: string;
  ownerName: string;
  ownerEmail: string;
  status: (typeof PROPERTY_STATUSES)[number];
  /** GeoJSON point from latitude/longitude (kept for MongoDB; no geo index: FerretDB has none). */
  geo?: { type: 'Point'; coordinates: [number, number] };
  version: number;
  deletedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

const variant = { webp: { type: String, required: true }, jpeg: { type: String, required: true } };
const mediaSchema = new Schema<PropertyMedia>(
  {
    thumb: { type: new Schema(variant, { _id: false }), required: true },
    medium: { type: new Schema(variant, { _id: false }), required: true },
    width: Number,
    height: Number,
  },
  { _id: false },
);

const text = { type: String, trim: true };

const propertySchema = new Schema<PropertyDoc>(
  {
    title: { ...text, required: true },
    description: text,
    type: { type: String, enum: PROPERTY_TYPES, required: true },
    action: { type: String, enum: PROPERTY_ACTIONS, required: true },
    registeredAs: { type: String, enum: REGISTERED_AS, default: PROPERTY_DEFAULTS.registeredAs },
    registeredAsDescription: text,
    city: { ...text, required: true },
    state: { ...text, required: true },
    pincode: text,
    locality: text,
    street: text,
    landmark: text,
    subRegion: text,
    flatNumber: text,
    buildingName: text,
    shopNumber: text,
    complexName: text,
    plotNumber: text,
    location: text,
    address: text,
    latitude: Number,
    longitude: Number,
    geo: {
      type: new Schema(
        { type: { type: String, enum: ['Point'] }, coordinates: [Number] },
        { _id: false },
      ),
      default: undefined,
    },
    price: Number,
    perMonthCharges: Number,
    leaseDuration: Number,
    bookingCharges: Number,
    noticePeriod: { type: Number, default: PROPERTY_DEFAULTS.noticePeriod },
    allowedTenants: {
      type: String,
      enum: ALLOWED_TENANTS,
      default: PROPERTY_DEFAULTS.allowedTenants,
    },
    area: Number,
    dimensions: text,
    bhk: Number,
    numberOfRooms: Number,
    furnishingStatus: {
      type: String,
      enum: SEARCH_FURNISHING,
      default: PROPERTY_DEFAULTS.furnishingStatus,
    },
    parkingAvailable: Boolean,
    availabilityDate: Date,
    specifications: text,
    amenities: { type: [String], default: [] },
    additionalAmenities: text,
    mobileNumber: text,
    media: { type: [mediaSchema], default: [] },
    electricityBillImage: String,
    waterBillImage: String,
    registryImage: { type: [String], default: [] },
    otherDocuments: { type: [String], default: [] },
    listingFeeProof: String,
    listingFeeReference: String,
    listingFeeAmount: Number,
    ownerId: { type: String, required: true },
    ownerName: { type: String, default: '' },
    ownerEmail: { type: String, default: '' },
    status: { type: String, enum: PROPERTY_STATUSES, default: 'FREE' },
    version: { type: Number, default: 1 },
    availabilityConfirmedAt: Date,
    freshnessAskedAt: Date,
    hiddenFromSearch: Boolean,
    deletedAt: Date,
  },
  { collection: 'properties', timestamps: true, versionKey: false },
);
// One owner's live listings a batch at a time in `_id` order (a deleted owner's listings go).
propertySchema.index({ ownerId: 1, deletedAt: 1, _id: 1 });
// Live listings in `_id` order: the counters' start-up pass, a batch at a time.
propertySchema.index({ deletedAt: 1, _id: 1 });
// Newest first: the listing fees' pages (every listing, deleted ones too) and Manage Properties'.
propertySchema.index({ createdAt: -1, _id: -1 });
propertySchema.index({ deletedAt: 1, createdAt: -1, _id: -1 });
addOutboxFields(propertySchema);

export type PropertyModel = Model<PropertyDoc>;

export function propertyModel(conn: Connection): PropertyModel {
  return (
    (conn.models.Property as PropertyModel | undefined) ??
    conn.model<PropertyDoc>('Property', propertySchema)
  );
}
