import { ROLES, USER_STATUSES } from '@ghar/contracts/constants';
import { isDuplicateKeyError } from '@ghar/platform';
import { Schema, type Connection, type Model } from 'mongoose';
import type { UserCopy } from '../domain/dealer';
import type { UserDirectory } from '../domain/ports';

type UserDoc = Omit<UserCopy, 'id'> & { _id: string; at: Date; deleted: boolean };

const schema = new Schema<UserDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, default: '' },
    email: { type: String, required: true },
    role: { type: String, enum: ROLES, required: true },
    status: { type: String, enum: USER_STATUSES, default: 'ACTIVE' },
    /** The time of the event this copy is from: an older event never overwrites it. */
    at: { type: Date, required: true },
    /** A tombstone, so a late UserUpdated does not bring a deleted user back. */
    deleted: { type: Boolean, default: false },
  },
  { collection: 'dealer_users', versionKey: false },
);

export function dealerUserModel(conn: Connection): Model<UserDoc> {
  return (
    (conn.models.DealerUser as Model<UserDoc> | undefined) ??
    conn.model<UserDoc>('DealerUser', schema)
  );
}

const copyOf = (doc: UserDoc): UserCopy => ({
  id: doc._id,
  name: doc.name ?? '',
  email: doc.email,
  role: doc.role,
  status: doc.status ?? 'ACTIVE',
});

/** The users projection from auth.events: newer wins (by event time), redelivery changes nothing. */
export function createUserDirectory(conn: Connection): UserDirectory {
  const model = dealerUserModel(conn);
  /** Replaces the copy when it is older than `at`; a newer (or equal) copy is left alone. */
  const write = async (id: string, at: Date, fields: Partial<UserDoc>) => {
    try {
      await model.updateOne(
        { _id: id, at: { $lt: at } },
        { $set: { ...fields, at } },
        { upsert: true },
      );
    } catch (error) {
      // The upsert met a copy as new or newer than this event: nothing to do.
      if (!isDuplicateKeyError(error)) throw error;
    }
  };
  return {
    async find(id) {
      const doc = await model.findById(id).lean<UserDoc>();
      return doc && !doc.deleted ? copyOf(doc) : null;
    },
    async findMany(ids) {
      const docs = ids.length ? await model.find({ _id: { $in: ids } }).lean<UserDoc[]>() : [];
      // Deleted users keep their name here: their past applications and ledger still show it.
      return new Map(docs.map((doc) => [doc._id, copyOf(doc)]));
    },
    async denied(ids) {
      const docs = ids.length
        ? await model.find({ _id: { $in: ids } }, { deleted: 1, status: 1 }).lean<UserDoc[]>()
        : [];
      return new Set(
        docs.filter((doc) => doc.deleted || doc.status === 'BLOCKED').map((doc) => doc._id),
      );
    },
    record: ({ id, name, email, role, status }, at) =>
      write(id, at, { name, email, role, status: status ?? 'ACTIVE', deleted: false }),
    forget: (id, at) => write(id, at, { deleted: true }),
  };
}
