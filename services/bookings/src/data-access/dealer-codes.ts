import { isDuplicateKeyError } from '@ghar/platform';
import { Schema, type Connection, type Model } from 'mongoose';
import type { DealerCodes } from '../domain/ports';

interface DealerCodeDoc {
  _id: string;
  approvedAt: Date;
  /** The dealer's user (absent on codes kept before issue 23: filled by the next DealerApproved). */
  userId?: string;
}

/** A dealer's account standing from auth.events, keyed by user id (issue 23 item 5). */
interface DealerStandingDoc {
  _id: string;
  blocked: boolean;
  deleted: boolean;
  /** The time of the block or unblock this is from: an older event never overwrites it. */
  at: Date;
}

const schema = new Schema<DealerCodeDoc>(
  {
    _id: { type: String, required: true },
    approvedAt: { type: Date, required: true },
    userId: String,
  },
  { collection: 'dealer_codes', versionKey: false },
);

const standingSchema = new Schema<DealerStandingDoc>(
  {
    _id: { type: String, required: true },
    blocked: { type: Boolean, default: false },
    deleted: { type: Boolean, default: false },
    at: { type: Date, required: true },
  },
  { collection: 'dealer_standings', versionKey: false },
);

export function dealerCodeModel(conn: Connection): Model<DealerCodeDoc> {
  return (
    (conn.models.DealerCode as Model<DealerCodeDoc> | undefined) ??
    conn.model<DealerCodeDoc>('DealerCode', schema)
  );
}

export function dealerStandingModel(conn: Connection): Model<DealerStandingDoc> {
  return (
    (conn.models.DealerStanding as Model<DealerStandingDoc> | undefined) ??
    conn.model<DealerStandingDoc>('DealerStanding', standingSchema)
  );
}

/**
 * Approved dealers' referral codes from dealers.events (DealerApproved), stored upper-case with
 * their user, and the standing of those users from auth.events: a blocked or deleted dealer's
 * code is not accepted (two reads by _id).
 */
export function createDealerCodes(conn: Connection): DealerCodes {
  const model = dealerCodeModel(conn);
  const standings = dealerStandingModel(conn);
  const key = (code: string) => code.trim().toUpperCase();
  return {
    async find(code) {
      const doc = await model.findById(key(code)).lean<DealerCodeDoc>();
      if (!doc) return null;
      if (!doc.userId) return {};
      const standing = await standings.findById(doc.userId).lean<DealerStandingDoc>();
      if (standing?.blocked || standing?.deleted) return null;
      return { userId: doc.userId };
    },
    async approve(code, userId) {
      await model.updateOne(
        { _id: key(code) },
        { $setOnInsert: { approvedAt: new Date() }, $set: { userId } },
        { upsert: true },
      );
    },
    async recordBlock(userId, blocked, at) {
      try {
        await standings.updateOne(
          { _id: userId, at: { $lt: at } },
          { $set: { blocked, at } },
          { upsert: true },
        );
      } catch (error) {
        // The upsert met a standing as new or newer than this event: nothing to do.
        if (!isDuplicateKeyError(error)) throw error;
      }
    },
    async recordDeletion(userId) {
      await standings.updateOne(
        { _id: userId },
        { $set: { deleted: true }, $setOnInsert: { blocked: false, at: new Date(0) } },
        { upsert: true },
      );
    },
  };
}
