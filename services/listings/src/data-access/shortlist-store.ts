import { LIMITS } from '@ghar/contracts/constants';
import {
  addOutboxFields,
  appendEvents,
  isDuplicateKeyError,
  type OutboxFields,
} from '@ghar/platform';
import { Schema, Types, type Connection } from 'mongoose';
import type { ShortlistStore } from '../domain/ports';
import type { SavedHome } from '../domain/shortlist-rules';

interface ShortlistDoc extends Partial<OutboxFields> {
  _id: Types.ObjectId;
  userId: string;
  propertyId: string;
  savedPrice: number;
  title: string;
  createdAt: Date;
  /** The lowest card price the user was told of (issue 27 item 6): each lower one is news once. */
  notifiedPrice?: number;
}

const schema = new Schema<ShortlistDoc>(
  {
    userId: { type: String, required: true },
    propertyId: { type: String, required: true },
    savedPrice: { type: Number, required: true },
    title: { type: String, required: true },
    createdAt: { type: Date, required: true },
    notifiedPrice: Number,
  },
  { collection: 'shortlists', versionKey: false },
);
// A price drop's notice rides the entry's own outbox, written with its notifiedPrice.
addOutboxFields(schema);
// One entry per user and home: a second ♥ (or two racing) cannot add another.
schema.index({ userId: 1, propertyId: 1 }, { unique: true });
// "My shortlist, newest saved first", ending in _id so equal times keep one order.
schema.index({ userId: 1, createdAt: -1, _id: -1 });
// Who saved a listing (a price drop tells them), walked by _id.
schema.index({ propertyId: 1, _id: 1 });

export function shortlistModel(conn: Connection) {
  return conn.models.Shortlist ?? conn.model<ShortlistDoc>('Shortlist', schema);
}

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

const savedHomeOf = (doc: ShortlistDoc): SavedHome => ({
  userId: doc.userId,
  propertyId: doc.propertyId,
  savedPrice: doc.savedPrice,
  title: doc.title,
  savedAt: doc.createdAt,
});

export function createShortlistStore(conn: Connection): ShortlistStore {
  const model = shortlistModel(conn);
  return {
    async add(home) {
      try {
        await model.updateOne(
          { userId: home.userId, propertyId: home.propertyId },
          {
            $setOnInsert: {
              savedPrice: home.savedPrice,
              title: home.title,
              createdAt: home.savedAt,
            },
          },
          { upsert: true },
        );
      } catch (error) {
        // Two presses racing: the other one's insert holds, which is the same entry.
        if (!isDuplicateKeyError(error)) throw error;
      }
    },
    async remove(userId, propertyId) {
      await model.deleteOne({ userId, propertyId });
    },
    async idsOf(userId) {
      const docs = await model
        .find({ userId }, { propertyId: 1 })
        .sort(NEWEST_FIRST)
        .limit(LIMITS.shortlistMax)
        .lean<Pick<ShortlistDoc, 'propertyId'>[]>();
      return docs.map((doc) => doc.propertyId);
    },
    async holdersOf(propertyId, afterId, limit) {
      const docs = await model
        .find({ propertyId, ...(afterId ? { _id: { $gt: new Types.ObjectId(afterId) } } : {}) })
        .sort({ _id: 1 })
        .limit(limit)
        .lean<ShortlistDoc[]>();
      return docs.map((doc) => ({
        ...savedHomeOf(doc),
        entryId: String(doc._id),
        notifiedPrice: doc.notifiedPrice,
      }));
    },
    async notePriceDrop(entryId, price, events) {
      const outbox = appendEvents(events);
      // Only a price below both the saved one and the last told: a redelivery tells nobody twice.
      const written = await model.updateOne(
        {
          _id: new Types.ObjectId(entryId),
          savedPrice: { $gt: price },
          $or: [{ notifiedPrice: { $exists: false } }, { notifiedPrice: { $gt: price } }],
        },
        { ...outbox, $set: { ...outbox.$set, notifiedPrice: price } },
      );
      return written.modifiedCount > 0;
    },
    async savedBy(userId) {
      const docs = await model
        .find({ userId })
        .sort(NEWEST_FIRST)
        .limit(LIMITS.shortlistMax)
        .lean<ShortlistDoc[]>();
      return docs.map(savedHomeOf);
    },
  };
}
