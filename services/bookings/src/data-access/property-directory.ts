import { PROPERTY_ACTIONS, PROPERTY_STATUSES } from '@ghar/contracts/constants';
import { isDuplicateKeyError, recordOf } from '@ghar/platform';
import { Schema, type Connection, type Model } from 'mongoose';
import type { PropertyCopy } from '../domain/booking';
import type { PropertyDirectory } from '../domain/ports';

type PropertyDoc = Omit<PropertyCopy, 'id'> & { _id: string };

const schema = new Schema<PropertyDoc>(
  {
    _id: { type: String, required: true },
    title: { type: String, default: '' },
    action: { type: String, enum: PROPERTY_ACTIONS },
    status: { type: String, enum: PROPERTY_STATUSES },
    city: String,
    state: String,
    locality: String,
    location: String,
    price: Number,
    perMonthCharges: Number,
    leaseDuration: Number,
    bookingCharges: Number,
    mediaUrls: { type: [String], default: [] },
    ownerId: String,
    ownerName: String,
    version: { type: Number, required: true },
    deleted: { type: Boolean, default: false },
  },
  { collection: 'booking_properties', versionKey: false },
);

export function bookingPropertyModel(conn: Connection): Model<PropertyDoc> {
  return (
    (conn.models.BookingProperty as Model<PropertyDoc> | undefined) ??
    conn.model<PropertyDoc>('BookingProperty', schema)
  );
}

const copyOf = (doc: PropertyDoc) => recordOf<PropertyCopy>(doc);

/**
 * The property projection from listings.events. A write matches only an older copy; an unknown
 * property is inserted, and a copy at this version or newer makes the upsert's insert collide
 * with the _id, so a redelivered or late event leaves the newer copy as it is.
 */
export function createPropertyDirectory(conn: Connection): PropertyDirectory {
  const model = bookingPropertyModel(conn);
  const upsertNewer = async (id: string, version: number, set: Record<string, unknown>) => {
    try {
      const written = await model.updateOne(
        { _id: id, version: { $lt: version } },
        { $set: { ...set, version } },
        { upsert: true },
      );
      return written.modifiedCount + written.upsertedCount > 0;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  };
  return {
    async find(id) {
      const doc = await model.findById(id).lean<PropertyDoc>();
      return doc ? copyOf(doc) : null;
    },
    async findMany(ids) {
      const docs = ids.length ? await model.find({ _id: { $in: ids } }).lean<PropertyDoc[]>() : [];
      return new Map(docs.map((doc) => [doc._id, copyOf(doc)]));
    },
    async apply({ id, version, ...fields }) {
      return upsertNewer(id, version, fields);
    },
    async markDeleted(id, version) {
      await upsertNewer(id, version, { deleted: true });
    },
  };
}
