import { sumRupees } from '@ghar/contracts/money';
import { appendEvents, containsText, recordOf, withNewEvents } from '@ghar/platform';
import type { Model } from 'mongoose';
import type { BookingRecord } from '../domain/booking';
import type { BookingRepository } from '../domain/ports';
import type { BookingDoc } from './booking-model';

const toRecord = (doc: BookingDoc) => recordOf<BookingRecord>(doc);

const newestFirst = { createdAt: -1, _id: -1 } as const;

/** The bookings of an owner's listings (an owner cannot book their own). */
const leadsOf = (ownerId: string) => ({ 'property.ownerId': ownerId });

export function createBookingRepository(model: Model<BookingDoc>): BookingRepository {
  const find = async (filter: Record<string, unknown>) =>
    (await model.find(filter).sort(newestFirst).lean<BookingDoc[]>()).map(toRecord);

  return {
    async insert(record, events) {
      const { id, ...rest } = record;
      await model.create({ _id: id, ...rest, ...withNewEvents(events) });
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

    findByIds: async (ids) => (ids.length > 0 ? find({ _id: { $in: ids } }) : []),

    pendingOf: (propertyId) => find({ propertyId, status: 'PENDING' }),

    listByUser: (userId) => find({ userId }),
    confirmedOfOwner: (ownerId) => find({ 'property.ownerId': ownerId, status: 'CONFIRMED' }),

    async leadsOfOwner(ownerId, skip, limit) {
      const docs = await model
        .find(leadsOf(ownerId))
        .sort(newestFirst)
        .skip(skip)
        .limit(limit)
        .lean<BookingDoc[]>();
      return docs.map(toRecord);
    },

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
      const [docs, total] = await Promise.all([
        model
          .find(filter)
          .sort(newestFirst)
          .skip((page - 1) * limit)
          .limit(limit)
          .lean<BookingDoc[]>(),
        model.countDocuments(filter),
      ]);
      return { records: docs.map(toRecord), total };
    },

    async countPending(propertyIds) {
      const counts = new Map<string, number>();
      if (propertyIds.length === 0) return counts;
      const rows = await model.aggregate<{ _id: string; count: number }>([
        { $match: { propertyId: { $in: propertyIds }, status: 'PENDING' } },
        { $group: { _id: '$propertyId', count: { $sum: 1 } } },
      ]);
      for (const row of rows) counts.set(row._id, row.count);
      return counts;
    },

    async stats() {
      // Counted per status, and the revenue summed here: FerretDB 1.24's $group answered 0 for
      // `$sum: '$amount'` (a component test caught it), so only plain reads are used.
      const [total, pending, confirmed] = await Promise.all([
        model.countDocuments({}),
        model.countDocuments({ status: 'PENDING' }),
        model.find({ status: 'CONFIRMED' }, { amount: 1 }).lean<{ amount: number }[]>(),
      ]);
      return {
        total,
        pending,
        confirmed: confirmed.length,
        revenue: sumRupees(confirmed.map((row) => row.amount ?? 0)),
      };
    },

    createdSince: (since) =>
      model
        .find({ createdAt: { $gte: since } }, { _id: 0, status: 1, amount: 1, createdAt: 1 })
        .lean<Pick<BookingRecord, 'status' | 'amount' | 'createdAt'>[]>(),

    pendingCreatedBefore: (before) => find({ status: 'PENDING', createdAt: { $lt: before } }),

    async renameBooker(userId, name, email) {
      await model.updateMany({ userId }, { $set: { userName: name, userEmail: email } });
    },

    async bookerOfProof(url) {
      return (await model.findOne({ paymentProof: url }).lean<BookingDoc>())?.userId ?? null;
    },

    async deleteIn(id, statuses) {
      const deleted = await model.deleteOne({ _id: id, status: { $in: statuses } });
      return deleted.deletedCount > 0;
    },
  };
}
