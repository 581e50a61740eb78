import { LIMITS } from '@ghar/contracts/constants';
import { appendEvents, containsText, recordOf, withNewEvents } from '@ghar/platform';
import type { Model } from 'mongoose';
import type { BookingRecord } from '../domain/booking';
import type { BookingRepository, BookingTallies } from '../domain/ports';
import type { BookingDoc } from './booking-model';

const toRecord = (doc: BookingDoc) => recordOf<BookingRecord>(doc);

const newestFirst = { createdAt: -1, _id: -1 } as const;

/** The bookings of an owner's listings (an owner cannot book their own). */
const leadsOf = (ownerId: string) => ({ 'property.ownerId': ownerId });

/** The most a count reads (issue 24): past it the admin's total shows as "100+". */
const COUNT_CAP = LIMITS.maxPageSize;

/**
 * Every read is bounded (issue 24 item 3): by `_id`, or by a limit ≤ 100 with a sort a declared
 * index serves (booking-model.ts). The status counters are kept in `tallies` by the writes here.
 */
export function createBookingRepository(
  model: Model<BookingDoc>,
  tallies: BookingTallies,
): BookingRepository {
  const readPage = async (filter: Record<string, unknown>, skip: number, limit: number) =>
    (await model.find(filter).sort(newestFirst).skip(skip).limit(limit).lean<BookingDoc[]>()).map(
      toRecord,
    );

  return {
    async insert(record, events) {
      const { id, ...rest } = record;
      await model.create({ _id: id, ...rest, ...withNewEvents(events) });
      await tallies.moved(record);
    },

    async findById(id) {
      const doc = await model.findById(id).lean<BookingDoc>();
      return doc ? toRecord(doc) : null;
    },

    async transition(id, from, { status, entry, now }, events) {
      const outbox = appendEvents(events);
      // findOneAndUpdate without a projection (FerretDB 1.24, docs/embedded-database.md); the status in the
      // filter is what makes two racing changes of one booking end with one winner.
      const doc = await model
        .findOneAndUpdate(
          { _id: id, status: from },
          {
            $set: { status, updatedAt: now, ...(events.length ? outbox.$set : {}) },
            $push: {
              history: entry,
              ...(events.length ? outbox.$push : {}),
            },
            ...(events.length ? { $inc: outbox.$inc } : {}),
          },
          { new: true },
        )
        .lean<BookingDoc>();
      // Only the write that moved the booking counts it: a lost race or a replay returns null.
      if (doc) await tallies.moved(doc, from);
      return doc ? toRecord(doc) : null;
    },

    async markPaid(id, entry) {
      const doc = await model
        .findOneAndUpdate(
          { _id: id, status: 'PENDING', paymentConfirmedAt: null },
          {
            $set: { paymentConfirmedAt: entry.at, updatedAt: entry.at },
            $push: { history: entry },
          },
          { new: true },
        )
        .lean<BookingDoc>();
      return doc ? toRecord(doc) : null;
    },

    findByIds: async (ids) =>
      ids.length > 0
        ? (
            await model
              .find({ _id: { $in: ids } })
              .sort(newestFirst)
              .lean<BookingDoc[]>()
          ).map(toRecord)
        : [],

    pendingOf: (propertyId, limit) => readPage({ propertyId, status: 'PENDING' }, 0, limit),

    listByUser: (userId, skip, limit) => readPage({ userId }, skip, limit),
    confirmedOfOwner: (ownerId, skip, limit) =>
      readPage({ 'property.ownerId': ownerId, status: 'CONFIRMED' }, skip, limit),

    leadsOfOwner: (ownerId, skip, limit) => readPage(leadsOf(ownerId), skip, limit),

    countLeadsOfOwnerSince: (ownerId, since, cap) =>
      model.countDocuments({ ...leadsOf(ownerId), createdAt: { $gt: since } }).limit(cap),

    async listAdmin({ page, limit, status, search }) {
      const filter: Record<string, unknown> = {};
      if (status) filter.status = status;
      if (search) {
        const text = containsText(search);
        filter.$or = [
          { 'property.title': text },
          { userName: text },
          { userEmail: text },
          { paymentRef: text },
        ];
      }
      const skip = (page - 1) * limit;
      // Whether another page follows: one read past a full page (a limit of 1, as every read
      // here ≤ 100). The total is counted up to COUNT_CAP only (a search or a status over every
      // booking grows without bound).
      const records = await readPage(filter, skip, limit);
      const hasMore =
        records.length === limit && (await readPage(filter, skip + limit, 1)).length > 0;
      if (!hasMore && (records.length > 0 || skip === 0)) {
        // The last page: the total is known exactly without counting.
        return { records, total: skip + records.length, capped: false, hasMore };
      }
      const counted = await model.countDocuments(filter).limit(COUNT_CAP);
      const capped = counted >= COUNT_CAP;
      return { records, total: counted, capped, hasMore };
    },

    async countPending(propertyIds, cap) {
      const counts = await Promise.all(
        propertyIds.map(
          async (propertyId) =>
            [
              propertyId,
              await model.countDocuments({ propertyId, status: 'PENDING' }).limit(cap),
            ] as const,
        ),
      );
      return new Map(counts.filter(([, count]) => count > 0));
    },

    async pendingCreatedBefore(before, limit) {
      const docs = await model
        .find({ status: 'PENDING', createdAt: { $lt: before } })
        .sort({ createdAt: 1, _id: 1 })
        .limit(limit)
        .lean<BookingDoc[]>();
      return docs.map(toRecord);
    },

    async renameBooker(userId, name, email) {
      await model.updateMany({ userId }, { $set: { userName: name, userEmail: email } });
    },

    async bookerOfProof(url) {
      return (await model.findOne({ paymentProof: url }).lean<BookingDoc>())?.userId ?? null;
    },

    async deleteIn(id, statuses) {
      // Without a projection, as findOneAndUpdate (FerretDB 1.24, docs/embedded-database.md).
      const deleted = await model
        .findOneAndDelete({ _id: id, status: { $in: statuses } })
        .lean<BookingDoc>();
      if (deleted) await tallies.removed(deleted);
      return deleted !== null;
    },
  };
}
