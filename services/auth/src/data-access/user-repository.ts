import type { EventEnvelope } from '@ghar/contracts/events';
import {
  appendEvents,
  cappedTotal,
  containsText,
  isDuplicateKeyError,
  withNewEvents,
} from '@ghar/platform';
import { Types, type FilterQuery, type UpdateQuery } from 'mongoose';
import type { UserChange, UserRepository } from '../domain/ports';
import type { UserRecord } from '../domain/user';
import { tallyChange } from '../domain/user-stats-rules';
import type { UserCounters } from './user-counters';
import type { UserDoc, UserModel } from './user-model';

const OBJECT_ID = /^[a-f0-9]{24}$/i;
const NOT_DELETED = { status: { $ne: 'DELETED' } } as const;

type Fields = Omit<UserRecord, 'id' | 'revision' | 'createdAt' | 'updatedAt'>;

function toRecord(doc: UserDoc): UserRecord {
  return {
    id: doc._id.toHexString(),
    email: doc.email,
    name: doc.name,
    mobile: doc.mobile ?? undefined,
    aadhaar: doc.aadhaar
      ? {
          iv: doc.aadhaar.iv,
          tag: doc.aadhaar.tag,
          ciphertext: doc.aadhaar.ciphertext,
          last4: doc.aadhaar.last4,
        }
      : undefined,
    aadhaarImage: doc.aadhaarImage ?? undefined,
    profilePic: doc.profilePic ?? undefined,
    profilePicThumbnail: doc.profilePicThumbnail ?? undefined,
    role: doc.role,
    status: doc.status,
    passwordHash: doc.passwordHash ?? undefined,
    passwordChangedAt: doc.passwordChangedAt ?? undefined,
    roleChangedAt: doc.roleChangedAt ?? undefined,
    googleSub: doc.googleSub ?? undefined,
    dealer: doc.dealer
      ? {
          referralCode: doc.dealer.referralCode,
          status: doc.dealer.status,
          decidedAt: doc.dealer.decidedAt,
        }
      : undefined,
    language: doc.language ?? undefined,
    knownDevices: doc.knownDevices ?? undefined,
    revision: doc.revision ?? 0,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    deletedAt: doc.deletedAt ?? undefined,
  };
}

/** Users in and out of MongoDB as plain records; every write carries its events (outbox). */
export function createUserRepository(model: UserModel, counters: UserCounters): UserRepository {
  const byId = (id: string) => (OBJECT_ID.test(id) ? new Types.ObjectId(id) : null);

  const findOne = async (filter: FilterQuery<UserDoc>) => {
    const doc = await model.findOne(filter).lean<UserDoc>();
    return doc ? toRecord(doc) : null;
  };

  return {
    newId: () => new Types.ObjectId().toHexString(),

    /** Inserts a user and its events in one write; null when the e-mail is taken. */
    async create(
      id: string,
      fields: Omit<Fields, 'status'> & { status?: Fields['status'] },
      events: EventEnvelope[],
    ): Promise<UserRecord | null> {
      try {
        const [doc] = await model.create([
          { _id: new Types.ObjectId(id), ...fields, ...withNewEvents(events) },
        ]);
        const created = toRecord(doc!.toObject());
        await counters.add(tallyChange(null, created));
        return created;
      } catch (error) {
        if (isDuplicateKeyError(error)) return null;
        throw error;
      }
    },

    async findById(id: string): Promise<UserRecord | null> {
      const _id = byId(id);
      return _id ? findOne({ _id, ...NOT_DELETED }) : null;
    },

    /** When the user was deleted; null for an unknown or live user. */
    async deletedAt(id: string): Promise<Date | null> {
      const _id = byId(id);
      if (!_id) return null;
      const doc = await model
        .findOne({ _id, status: 'DELETED' }, { deletedAt: 1 })
        .lean<Pick<UserDoc, 'deletedAt'>>();
      return doc?.deletedAt ?? null;
    },

    findByEmail: (email: string) => findOne({ email, ...NOT_DELETED }),

    findByGoogleSub: (googleSub: string) => findOne({ googleSub, ...NOT_DELETED }),

    /** Whether a live user's dealer record holds this (upper-case) code, APPROVED. */
    async isApprovedDealerCode(referralCode: string): Promise<boolean> {
      // ACTIVE: neither blocked nor deleted (issue 23 item 5).
      const filter = { 'dealer.referralCode': referralCode, 'dealer.status': 'APPROVED' };
      return (await model.exists({ ...filter, status: 'ACTIVE' })) !== null;
    },

    tally: () => counters.read(),

    /**
     * One page of live users, newest first; `search` is contained in name, e-mail or mobile.
     * The total of every live user is a counter; under a search it is counted from this page on,
     * at most 100 ahead (`capped` then: there may be more).
     */
    async page({ search, page, limit }) {
      const filter: FilterQuery<UserDoc> = { ...NOT_DELETED };
      if (search) {
        const text = containsText(search);
        filter.$or = [{ name: text }, { email: text }, { mobile: text }];
      }
      const skip = (page - 1) * limit;
      const [docs, total] = await Promise.all([
        model
          .find(filter)
          .sort({ createdAt: -1, _id: -1 })
          .skip(skip)
          .limit(limit)
          .lean<UserDoc[]>(),
        search
          ? cappedTotal(model, filter, skip)
          : counters.read().then((tally) => ({ total: tally?.live ?? 0, capped: false })),
      ]);
      return { users: docs.map(toRecord), ...total };
    },

    /** Names and e-mails of these users, deleted ones too (an audit outlives an account). */
    async summaries(ids) {
      const objectIds = ids.map(byId).filter((id): id is Types.ObjectId => id !== null);
      if (objectIds.length === 0) return [];
      const docs = await model
        .find({ _id: { $in: objectIds } }, { name: 1, email: 1 })
        .lean<Pick<UserDoc, '_id' | 'name' | 'email'>[]>();
      return docs.map((doc) => ({ id: doc._id.toHexString(), name: doc.name, email: doc.email }));
    },

    /** Whether this URL is the Aadhaar image of this user (who alone, with admins, may see it). */
    async ownsAadhaarImage(userId: string, url: string): Promise<boolean> {
      const _id = byId(userId);
      return (
        _id !== null && (await model.exists({ _id, aadhaarImage: url, ...NOT_DELETED })) !== null
      );
    },

    /**
     * Applies a change and appends its events in one document write, only if the user is still
     * as the caller read it (same revision): the events describe exactly the state written.
     * Null when the user changed meanwhile, or is gone.
     */
    async updateIfUnchanged(
      current: Pick<UserRecord, 'id' | 'revision' | 'role' | 'status' | 'createdAt'>,
      change: UserChange,
      events: EventEnvelope[],
    ): Promise<UserRecord | null> {
      const update: UpdateQuery<UserDoc> = { $set: { ...change.set }, $inc: { revision: 1 } };
      if (change.unset?.length) {
        update.$unset = Object.fromEntries(change.unset.map((field) => [field, 1]));
      }
      if (events.length > 0) {
        const outbox = appendEvents(events);
        update.$set = { ...update.$set, ...outbox.$set };
        update.$push = outbox.$push;
        update.$inc = { ...outbox.$inc, revision: 1 };
      }
      const doc = await model
        .findOneAndUpdate(
          { _id: byId(current.id), revision: current.revision, ...NOT_DELETED },
          update,
          { new: true },
        )
        .lean<UserDoc>();
      if (!doc) return null;
      const written = toRecord(doc);
      // The write above happens once (its revision guard), so its change is counted once.
      await counters.add(tallyChange(current, written));
      return written;
    },

    /** Accounts the gateway must refuse: blocked ones, and those deleted since `deletedSince`. */
    async listRoleChanged(since: Date): Promise<Pick<UserRecord, 'id' | 'role'>[]> {
      const docs = await model
        .find({ roleChangedAt: { $gte: since }, status: { $ne: 'DELETED' } }, { role: 1 })
        .lean<Pick<UserDoc, '_id' | 'role'>[]>();
      return docs.map((doc) => ({ id: doc._id.toHexString(), role: doc.role }));
    },
    async listDenied(
      deletedSince: Date,
    ): Promise<Pick<UserRecord, 'id' | 'status' | 'deletedAt'>[]> {
      const docs = await model
        .find(
          {
            $or: [{ status: 'BLOCKED' }, { status: 'DELETED', deletedAt: { $gte: deletedSince } }],
          },
          { status: 1, deletedAt: 1 },
        )
        .lean<Pick<UserDoc, '_id' | 'status' | 'deletedAt'>[]>();
      return docs.map((doc) => ({
        id: doc._id.toHexString(),
        status: doc.status,
        deletedAt: doc.deletedAt ?? undefined,
      }));
    },
  };
}
