import { LIMITS } from '@ghar/contracts/constants';
import { addOutboxFields, appendEvents, type OutboxFields } from '@ghar/platform';
import { Schema, Types, type Connection } from 'mongoose';
import type { SavedSearchStore } from '../domain/ports';
import type { SavedSearch } from '../domain/saved-search-rules';

interface SavedSearchDoc extends OutboxFields {
  _id: Types.ObjectId;
  userId: string;
  name: string;
  filters: Record<string, string>;
  /** The search's canonical city ('' = any): listing events look searches up by it. */
  cityKey: string;
  paused: boolean;
  createdAt: Date;
  lastDigestAt?: Date;
  pendingIds: string[];
  pendingCount: number;
  digestSeq: number;
}

const schema = new Schema<SavedSearchDoc>(
  {
    userId: { type: String, required: true },
    name: { type: String, required: true },
    filters: { type: Schema.Types.Mixed, required: true },
    cityKey: { type: String, default: '' },
    paused: { type: Boolean, default: false },
    createdAt: { type: Date, required: true },
    lastDigestAt: Date,
    pendingIds: { type: [String], default: [] },
    pendingCount: { type: Number, default: 0 },
    digestSeq: { type: Number, default: 0 },
  },
  { collection: 'saved_searches', versionKey: false },
);
addOutboxFields(schema);
// "My saved searches, newest first".
schema.index({ userId: 1, createdAt: -1, _id: -1 });
// A listing event's lookup: the active searches of its city (and of any city), walked by _id.
schema.index({ cityKey: 1, paused: 1, _id: 1 });

export function savedSearchModel(conn: Connection) {
  return conn.models.SavedSearch ?? conn.model<SavedSearchDoc>('SavedSearch', schema);
}

const OBJECT_ID = /^[0-9a-f]{24}$/i;
const idOf = (id: string) => (OBJECT_ID.test(id) ? new Types.ObjectId(id) : null);

const searchOf = (doc: SavedSearchDoc): SavedSearch => ({
  id: String(doc._id),
  userId: doc.userId,
  name: doc.name,
  filters: doc.filters,
  paused: doc.paused,
  createdAt: doc.createdAt,
  lastDigestAt: doc.lastDigestAt ?? undefined,
  pendingIds: doc.pendingIds ?? [],
  digestSeq: doc.digestSeq ?? 0,
});

export function createSavedSearchStore(
  conn: Connection,
  cityKeyOf: (filters: Record<string, string>) => string,
): SavedSearchStore & { model: ReturnType<typeof savedSearchModel> } {
  const model = savedSearchModel(conn);
  return {
    model,
    newId: () => new Types.ObjectId().toHexString(),
    async create(search) {
      await model.create({
        _id: new Types.ObjectId(search.id),
        userId: search.userId,
        name: search.name,
        filters: search.filters,
        cityKey: cityKeyOf(search.filters),
        paused: search.paused,
        createdAt: search.createdAt,
        pendingIds: [],
        pendingCount: 0,
        digestSeq: 0,
      });
    },
    async ofUser(userId) {
      const docs = await model
        .find({ userId })
        .sort({ createdAt: -1, _id: -1 })
        .limit(LIMITS.savedSearchMax + 1)
        .lean<SavedSearchDoc[]>();
      return docs.map(searchOf);
    },
    async find(id) {
      const _id = idOf(id);
      if (!_id) return null;
      const doc = await model.findOne({ _id }).lean<SavedSearchDoc>();
      return doc ? searchOf(doc) : null;
    },
    async update(userId, id, change) {
      const _id = idOf(id);
      if (!_id) return null;
      const doc = await model
        .findOneAndUpdate({ _id, userId }, { $set: change }, { new: true })
        .lean<SavedSearchDoc>();
      return doc ? searchOf(doc) : null;
    },
    async remove(userId, id) {
      const _id = idOf(id);
      if (!_id) return false;
      const result = await model.deleteOne({ _id, userId });
      return result.deletedCount > 0;
    },
    async activeInCity(cityKey, afterId, limit) {
      const after = afterId ? idOf(afterId) : null;
      const docs = await model
        .find({ cityKey, paused: false, ...(after ? { _id: { $gt: after } } : {}) })
        .sort({ _id: 1 })
        .limit(limit)
        .lean<SavedSearchDoc[]>();
      return docs.map(searchOf);
    },
    async addPending(id, propertyId) {
      const _id = idOf(id);
      if (!_id) return null;
      // One write decides: a redelivered event or two instances add the home once, and the
      // count keeps the list bounded without reading it first.
      const doc = await model
        .findOneAndUpdate(
          {
            _id,
            paused: false,
            pendingIds: { $ne: propertyId },
            pendingCount: { $lt: LIMITS.savedSearchDigestMax },
          },
          { $push: { pendingIds: propertyId }, $inc: { pendingCount: 1 } },
          { new: true },
        )
        .lean<SavedSearchDoc>();
      return doc ? searchOf(doc) : null;
    },
    async closeDigest(read, events, at) {
      const outbox = events.length > 0 ? appendEvents(events) : undefined;
      const written = await model.updateOne(
        {
          _id: new Types.ObjectId(read.id),
          digestSeq: read.digestSeq,
          pendingCount: read.pendingIds.length,
        },
        {
          $set: {
            pendingIds: [],
            pendingCount: 0,
            ...(outbox ? { lastDigestAt: at, ...outbox.$set } : {}),
          },
          $inc: { digestSeq: 1, ...outbox?.$inc },
          ...(outbox ? { $push: outbox.$push } : {}),
        },
      );
      return written.modifiedCount > 0;
    },
  };
}
