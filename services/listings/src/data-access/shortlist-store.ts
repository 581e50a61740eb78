import { LIMITS } from '@ghar/contracts';
import { isDuplicateKeyError } from '@ghar/platform';
import { Schema, type Connection } from 'mongoose';
import type { ShortlistStore } from '../domain/ports';
import type { SavedHome } from '../domain/shortlist-rules';

interface ShortlistDoc {
  userId: string;
  propertyId: string;
  savedPrice: number;
  title: string;
  createdAt: Date;
}

const schema = new Schema<ShortlistDoc>(
  {
    userId: { type: String, required: true },
    propertyId: { type: String, required: true },
    savedPrice: { type: Number, required: true },
    title: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'shortlists', versionKey: false },
);
// One entry per user and home: a second ♥ (or two racing) cannot add another.
schema.index({ userId: 1, propertyId: 1 }, { unique: true });
// "My shortlist, newest saved first", ending in _id so equal times keep one order.
schema.index({ userId: 1, createdAt: -1, _id: -1 });

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
