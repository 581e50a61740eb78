import { isDuplicateKeyError } from '@ghar/platform';
import { Schema, type Connection, type Model } from 'mongoose';
import type { ListingOwner } from '../domain/listing-owner';
import type { ListingOwnerDirectory } from '../domain/ports';

type ListingOwnerDoc = Omit<ListingOwner, 'propertyId'> & { _id: string };

const schema = new Schema<ListingOwnerDoc>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    title: { type: String, default: '' },
    version: { type: Number, required: true },
    deleted: { type: Boolean, default: false },
  },
  { collection: 'listing_owners', versionKey: false },
);

export function listingOwnerModel(conn: Connection): Model<ListingOwnerDoc> {
  return (
    (conn.models.ListingOwner as Model<ListingOwnerDoc> | undefined) ??
    conn.model<ListingOwnerDoc>('ListingOwner', schema)
  );
}

/**
 * The listings projection, read and written by `_id` alone. A write matches only an older copy;
 * an unknown listing is inserted, and a copy at this version or newer makes the upsert's insert
 * collide with the `_id`, so a redelivered or late event leaves the newer copy as it is.
 */
export function listingOwnerDirectory(conn: Connection): ListingOwnerDirectory {
  const model = listingOwnerModel(conn);
  const upsertNewer = async (id: string, version: number, set: Record<string, unknown>) => {
    try {
      await model.updateOne(
        { _id: id, version: { $lt: version } },
        { $set: { ...set, version } },
        { upsert: true },
      );
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  };
  return {
    async find(propertyId) {
      const doc = await model.findById(propertyId).lean<ListingOwnerDoc>();
      if (!doc) return null;
      const { _id, ...rest } = doc;
      return { propertyId: _id, ...rest };
    },
    apply: ({ propertyId, version, ownerId, title }) =>
      upsertNewer(propertyId, version, { ownerId, title, deleted: false }),
    markDeleted: ({ propertyId, version, ownerId, title }) =>
      upsertNewer(propertyId, version, { ownerId, title, deleted: true }),
  };
}
