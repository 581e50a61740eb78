import {
  canonicalPropertyType,
  PROPERTY_TYPE_ALIASES,
  type PropertyType,
} from '@ghar/contracts/constants';
import type { EventEnvelope } from '@ghar/contracts/events';
import type { AdminPropertiesQuery } from '@ghar/contracts/http';
import { appendEvents, containsText, OUTBOX_PROJECTION, withNewEvents } from '@ghar/platform';
import { Types } from 'mongoose';
import { agreedParking } from '../domain/parking-rules';
import type { PropertyChange, PropertyRepository } from '../domain/ports';
import type { PropertyRecord } from '../domain/property';
import type { DocumentOwners } from './listing-document-owners';
import type { PropertyDoc, PropertyModel } from './property-model';

const OBJECT_ID = /^[a-f0-9]{24}$/i;
const LIVE = { deletedAt: null } as const;
/** What a record is made of: everything but the outbox. */
const RECORD_FIELDS = { ...OUTBOX_PROJECTION, geo: 0 } as const;

/** A filtered Manage Properties list is counted this far past its page, no further (issue 24). */
export const ADMIN_COUNT_CAP = 100;

const optional = <T>(value: T | null | undefined) => value ?? undefined;

/**
 * Events as JSON will carry them: an `undefined` field written through an update operator is
 * stored as null, which the events' schemas (optional, not nullable) would refuse downstream.
 */
const plain = (events: EventEnvelope[]): EventEnvelope[] =>
  JSON.parse(JSON.stringify(events)) as EventEnvelope[];

/**
 * A stored listing as the domain reads it: an older listing's FLAT is its APARTMENT, and its
 * amenity 'Parking' and parkingAvailable agree (issue 23 items 18 and 20).
 */
export function toRecord(doc: PropertyDoc): PropertyRecord {
  return {
    id: doc._id.toHexString(),
    title: doc.title,
    description: optional(doc.description),
    type: canonicalPropertyType(doc.type),
    action: doc.action,
    registeredAs: doc.registeredAs,
    registeredAsDescription: optional(doc.registeredAsDescription),
    city: doc.city,
    state: doc.state,
    pincode: optional(doc.pincode),
    locality: optional(doc.locality),
    street: optional(doc.street),
    landmark: optional(doc.landmark),
    subRegion: optional(doc.subRegion),
    flatNumber: optional(doc.flatNumber),
    buildingName: optional(doc.buildingName),
    shopNumber: optional(doc.shopNumber),
    complexName: optional(doc.complexName),
    plotNumber: optional(doc.plotNumber),
    location: optional(doc.location),
    address: optional(doc.address),
    latitude: optional(doc.latitude),
    longitude: optional(doc.longitude),
    price: optional(doc.price),
    perMonthCharges: optional(doc.perMonthCharges),
    leaseDuration: optional(doc.leaseDuration),
    bookingCharges: optional(doc.bookingCharges),
    noticePeriod: doc.noticePeriod,
    allowedTenants: doc.allowedTenants,
    area: optional(doc.area),
    dimensions: optional(doc.dimensions),
    bhk: optional(doc.bhk),
    numberOfRooms: optional(doc.numberOfRooms),
    furnishingStatus: doc.furnishingStatus,
    availabilityDate: optional(doc.availabilityDate),
    specifications: optional(doc.specifications),
    ...agreedParking({
      amenities: doc.amenities ?? [],
      parkingAvailable: optional(doc.parkingAvailable),
    }),
    additionalAmenities: optional(doc.additionalAmenities),
    mobileNumber: optional(doc.mobileNumber),
    media: (doc.media ?? []).map((photo) => ({
      thumb: { webp: photo.thumb.webp, jpeg: photo.thumb.jpeg },
      medium: { webp: photo.medium.webp, jpeg: photo.medium.jpeg },
      ...(photo.width ? { width: photo.width } : {}),
      ...(photo.height ? { height: photo.height } : {}),
    })),
    electricityBillImage: optional(doc.electricityBillImage),
    waterBillImage: optional(doc.waterBillImage),
    registryImage: doc.registryImage ?? [],
    otherDocuments: doc.otherDocuments ?? [],
    listingFeeProof: optional(doc.listingFeeProof),
    listingFeeReference: optional(doc.listingFeeReference),
    listingFeeAmount: optional(doc.listingFeeAmount),
    owner: { id: doc.ownerId, name: doc.ownerName ?? '', email: doc.ownerEmail ?? '' },
    status: doc.status,
    version: doc.version ?? 1,
    availabilityConfirmedAt: optional(doc.availabilityConfirmedAt),
    freshnessAskedAt: optional(doc.freshnessAskedAt),
    hiddenFromSearch: doc.hiddenFromSearch === true || undefined,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

/** The document fields a record's change writes (owner flattened, geo point from the position). */
function documentFields(change: PropertyChange, merged: PropertyRecord) {
  const { owner, ...rest } = change;
  const fields: Record<string, unknown> = { ...rest };
  if (owner)
    Object.assign(fields, { ownerId: owner.id, ownerName: owner.name, ownerEmail: owner.email });
  if ('latitude' in change || 'longitude' in change) fields.geo = geoOf(merged);
  return fields;
}

const geoOf = (record: Pick<PropertyRecord, 'latitude' | 'longitude'>) =>
  record.latitude !== undefined && record.longitude !== undefined
    ? { type: 'Point', coordinates: [record.longitude, record.latitude] }
    : undefined;

/** Any of the words' fields containing the text, case-insensitively. */
const containing = (text: string, fields: string[]) => {
  const pattern = containsText(text);
  return { $or: fields.map((field) => ({ [field]: pattern })) };
};

/** The stored spellings of a type: APARTMENT is also an older listing's FLAT. */
const spellingsOf = (type: PropertyType): PropertyType[] => [
  type,
  ...(Object.keys(PROPERTY_TYPE_ALIASES) as PropertyType[]).filter(
    (alias) => PROPERTY_TYPE_ALIASES[alias] === type,
  ),
];

/** Manage Properties' filters: type and status exactly, location and search as contained text. */
function adminFilter(query: AdminPropertiesQuery) {
  const and: Record<string, unknown>[] = [];
  if (query.location)
    and.push(containing(query.location, ['city', 'state', 'locality', 'location']));
  if (query.search) {
    and.push(
      containing(query.search, ['title', 'city', 'locality', 'location', 'type', 'ownerEmail']),
    );
  }
  return {
    ...LIVE,
    ...(query.type ? { type: { $in: spellingsOf(query.type) } } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(and.length > 0 ? { $and: and } : {}),
  };
}

/** Listings in and out of MongoDB as plain records; every write carries its events (outbox). */
export function createPropertyRepository(
  model: PropertyModel,
  documentOwners: DocumentOwners,
): PropertyRepository {
  const byId = (id: string) => (OBJECT_ID.test(id) ? new Types.ObjectId(id) : null);

  return {
    newId: () => new Types.ObjectId().toHexString(),

    async create(record, events) {
      const now = new Date();
      const saved: PropertyRecord = {
        ...record,
        version: 1,
        createdAt: record.createdAt ?? now,
        updatedAt: record.createdAt ?? now,
      };
      const { id, owner, ...fields } = saved;
      await documentOwners.record(id, saved);
      await model.create([
        {
          _id: new Types.ObjectId(id),
          ...fields,
          ownerId: owner.id,
          ownerName: owner.name,
          ownerEmail: owner.email,
          geo: geoOf(saved),
          ...withNewEvents(plain(events(saved))),
        },
      ]);
      return saved;
    },

    async findById(id) {
      const _id = byId(id);
      if (!_id) return null;
      // By `_id` alone, then live-or-not here: FerretDB 1.x reads the whole collection for any
      // other filter (a listing's page was a scan of every listing).
      const doc = await model.findOne({ _id }, RECORD_FIELDS).lean<PropertyDoc>();
      return doc && doc.deletedAt == null ? toRecord(doc) : null;
    },

    async updateIfUnchanged(current, change, events) {
      const next: PropertyRecord = {
        ...current,
        ...change,
        version: current.version + 1,
        updatedAt: new Date(),
      };
      const outbox = appendEvents(plain(events(next)));
      await documentOwners.record(current.id, change);
      const written = await model.updateOne(
        { _id: new Types.ObjectId(current.id), version: current.version, ...LIVE },
        {
          ...outbox,
          $set: {
            ...documentFields(change, next),
            ...outbox.$set,
            version: next.version,
            updatedAt: next.updatedAt,
          },
        },
        { timestamps: false },
      );
      return written.matchedCount > 0 ? next : null;
    },

    async deleteIfUnchanged(current, events) {
      const version = current.version + 1;
      const outbox = appendEvents(plain(events(version)));
      const written = await model.updateOne(
        { _id: new Types.ObjectId(current.id), version: current.version, ...LIVE },
        { ...outbox, $set: { ...outbox.$set, version, deletedAt: new Date() } },
      );
      return written.matchedCount > 0;
    },

    async idsOfOwner(ownerId, afterId, limit) {
      const after = afterId ? { _id: { $gt: new Types.ObjectId(afterId) } } : {};
      const docs = await model
        .find({ ownerId, ...LIVE, ...after }, { _id: 1 })
        .sort({ _id: 1 })
        .limit(limit)
        .lean<{ _id: Types.ObjectId }[]>();
      return docs.map((doc) => doc._id.toHexString());
    },

    ownerOfDocument: (url) => documentOwners.ownerOf(url),

    async listForAdmin(query) {
      const filter = adminFilter(query);
      const skip = (query.page - 1) * query.limit;
      return model
        .find(filter, RECORD_FIELDS)
        .sort({ createdAt: -1, _id: -1 })
        .skip(skip)
        .limit(query.limit)
        .lean<PropertyDoc[]>()
        .then((docs) => docs.map(toRecord));
    },

    async countForAdminFrom(query) {
      const skip = (query.page - 1) * query.limit;
      return model.countDocuments(adminFilter(query), { skip, limit: ADMIN_COUNT_CAP });
    },

    async *streamAll() {
      const cursor = model
        .find(LIVE, { ...RECORD_FIELDS, description: 0, specifications: 0 })
        .lean<PropertyDoc>()
        .cursor({ batchSize: 1000 });
      for await (const doc of cursor) yield toRecord(doc as PropertyDoc);
    },

    async any() {
      return (await model.exists(LIVE)) !== null;
    },

    async findCounted(id) {
      const _id = byId(id);
      if (!_id) return null;
      const doc = await model.findOne({ _id }, RECORD_FIELDS).lean<PropertyDoc>();
      if (!doc) return null;
      return { version: doc.version ?? 1, record: doc.deletedAt == null ? toRecord(doc) : null };
    },

    async livePage(afterId, limit) {
      const after = afterId ? { _id: { $gt: new Types.ObjectId(afterId) } } : {};
      const docs = await model
        .find({ ...LIVE, ...after }, { ...RECORD_FIELDS, description: 0, specifications: 0 })
        .sort({ _id: 1 })
        .limit(limit)
        .lean<PropertyDoc[]>();
      return docs.map(toRecord);
    },
  };
}
