import { recordOf } from '@ghar/platform';
import { Schema, type Connection, type Model } from 'mongoose';
import type { UserCopy } from '../domain/booking';
import type { UserDirectory } from '../domain/ports';

type UserDoc = Omit<UserCopy, 'id'> & { _id: string };

const schema = new Schema<UserDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, default: '' },
    email: { type: String, required: true },
    mobile: String,
  },
  { collection: 'booking_users', versionKey: false },
);

export function bookingUserModel(conn: Connection): Model<UserDoc> {
  return (
    (conn.models.BookingUser as Model<UserDoc> | undefined) ??
    conn.model<UserDoc>('BookingUser', schema)
  );
}

const copyOf = (doc: UserDoc) => recordOf<UserCopy>(doc);

/** The users projection from auth.events (a replace by id: redelivery writes the same values). */
export function createUserDirectory(conn: Connection): UserDirectory {
  const model = bookingUserModel(conn);
  return {
    async find(id) {
      const doc = await model.findById(id).lean<UserDoc>();
      return doc ? copyOf(doc) : null;
    },
    async findMany(ids) {
      const docs = ids.length ? await model.find({ _id: { $in: ids } }).lean<UserDoc[]>() : [];
      return new Map(docs.map((doc) => [doc._id, copyOf(doc)]));
    },
    async record({ id, name, email, mobile }) {
      const update = mobile
        ? { $set: { name, email, mobile } }
        : { $set: { name, email }, $unset: { mobile: 1 } };
      await model.updateOne({ _id: id }, update, { upsert: true });
    },
    async forget(id) {
      await model.deleteOne({ _id: id });
    },
  };
}
