import { isDuplicateKeyError } from '@ghar/platform';
import { Schema, type Connection, type Model } from 'mongoose';
import {
  addTally,
  nest,
  tallyOf,
  type StoredTally,
  type UserTally,
} from '../domain/user-stats-rules';
import type { UserDoc, UserModel } from './user-model';

/** The one counters document: the admin dashboard reads it by `_id` instead of every user. */
const ID = 'users';
/** Accounts read per batch when the counters are rebuilt (the audit's largest page). */
const BATCH = 100;

type CountersDoc = StoredTally & { _id: string };

const schema = new Schema<CountersDoc>(
  {
    _id: { type: String, required: true },
    live: { type: Number, default: 0 },
    blocked: { type: Number, default: 0 },
    byRole: { type: Schema.Types.Mixed, default: {} },
    createdOn: { type: Schema.Types.Mixed, default: {} },
  },
  { collection: 'user_counters', versionKey: false, minimize: false },
);

export interface UserCounters {
  /** Adds a write's change (see `tallyChange`); nothing when the counters are not built yet. */
  add(change: UserTally): Promise<void>;
  read(): Promise<StoredTally | null>;
  /** Counts every live account in batches and stores the counters, unless they exist already. */
  rebuildIfMissing(users: UserModel): Promise<boolean>;
}

export function createUserCounters(conn: Connection): UserCounters {
  const model =
    (conn.models.UserCounters as Model<CountersDoc> | undefined) ??
    conn.model<CountersDoc>('UserCounters', schema);
  const read = async () => {
    const doc = await model.findOne({ _id: ID }).lean<CountersDoc>();
    return doc ? { ...doc, byRole: doc.byRole ?? {}, createdOn: doc.createdOn ?? {} } : null;
  };
  return {
    async add(change) {
      if (Object.keys(change).length === 0) return;
      await model.updateOne({ _id: ID }, { $inc: change });
    },
    read,
    async rebuildIfMissing(users) {
      if (await read()) return false;
      const tally: UserTally = {};
      let after: UserDoc['_id'] | null = null;
      for (;;) {
        const batch: Pick<UserDoc, '_id' | 'role' | 'status' | 'createdAt'>[] = await users
          .find(after ? { _id: { $gt: after } } : {}, { role: 1, status: 1, createdAt: 1 })
          .sort({ _id: 1 })
          .limit(BATCH)
          .lean<Pick<UserDoc, '_id' | 'role' | 'status' | 'createdAt'>[]>();
        for (const user of batch) addTally(tally, tallyOf(user));
        if (batch.length < BATCH) break;
        after = batch[batch.length - 1]!._id;
      }
      try {
        await model.create({ _id: ID, ...nest(tally) });
        return true;
      } catch (error) {
        // Another instance built them meanwhile: theirs stand.
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },
  };
}
