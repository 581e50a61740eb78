import { isDuplicateKeyError } from '@ghar/platform';
import { Schema, type Connection, type Model } from 'mongoose';
import type { OpenApplications } from '../domain/ports';
import type { DealerDoc } from './dealer-model';

/** One document per user with an open (PENDING or APPROVED) application: which one. */
interface OpenApplicationDoc {
  _id: string;
  dealerId: string;
  at: Date;
}

const schema = new Schema<OpenApplicationDoc>(
  {
    _id: { type: String, required: true },
    dealerId: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'open_applications', versionKey: false },
);

export function openApplicationModel(conn: Connection): Model<OpenApplicationDoc> {
  return (
    (conn.models.OpenApplication as Model<OpenApplicationDoc> | undefined) ??
    conn.model<OpenApplicationDoc>('OpenApplication', schema)
  );
}

/** A slot whose application was never written (the apply crashed in between) is free after this. */
const ABANDONED_AFTER_MS = 60_000;

/**
 * The apply guard, like bookings' property_locks: an insert keyed by the user's id, so of two
 * applies racing the server's unique _id lets exactly one in, on MongoDB 7 and FerretDB 1.24
 * alike (partial unique indexes are not available there). A rejection deletes it again.
 */
export function createOpenApplications(
  conn: Connection,
  dealers: Model<DealerDoc>,
): OpenApplications {
  const model = openApplicationModel(conn);
  return {
    async claim(userId, dealerId) {
      try {
        await model.create({ _id: userId, dealerId, at: new Date() });
        return true;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      const held = await model.findById(userId).lean<OpenApplicationDoc>();
      if (!held) return false;
      if (held.dealerId === dealerId) return true;
      const abandoned =
        Date.now() - held.at.getTime() > ABANDONED_AFTER_MS &&
        (await dealers.exists({ _id: held.dealerId })) === null;
      if (!abandoned) return false;
      const taken = await model.updateOne(
        { _id: userId, dealerId: held.dealerId },
        { $set: { dealerId, at: new Date() } },
      );
      return taken.modifiedCount === 1;
    },
    async release(userId, dealerId) {
      await model.deleteOne({ _id: userId, dealerId });
    },
  };
}
