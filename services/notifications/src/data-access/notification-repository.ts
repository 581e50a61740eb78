import { cappedTotal, containsText, isDuplicateKeyError, TOTAL_COUNT_CAP } from '@ghar/platform';
import type { FilterQuery } from 'mongoose';
import type { Notification } from '../domain/notification';
import type { NotificationFilter, NotificationRepository } from '../domain/ports';
import type { NotificationDoc, NotificationModel } from './notification-model';
import { isObjectIdText } from './object-id';

function toNotification(doc: NotificationDoc): Notification {
  return {
    id: doc._id.toString(),
    type: doc.type,
    title: doc.title,
    message: doc.message,
    data: doc.data ?? {},
    ...(doc.template ? { template: doc.template } : {}),
    ...(doc.emailTo ? { emailTo: doc.emailTo } : {}),
    read: doc.read,
    ...(doc.readAt ? { readAt: doc.readAt } : {}),
    createdAt: doc.createdAt,
    sourceEventId: doc.sourceEventId,
  };
}

function toQuery(filter: NotificationFilter): FilterQuery<NotificationDoc> {
  const query: FilterQuery<NotificationDoc> = {};
  if (filter.type) query.type = filter.type;
  if (filter.read !== undefined) query.read = filter.read;
  if (filter.createdSince) query.createdAt = { $gte: filter.createdSince };
  if (filter.search) {
    const pattern = containsText(filter.search);
    query.$or = [{ title: pattern }, { message: pattern }];
  }
  return query;
}

export function notificationRepository(model: NotificationModel): NotificationRepository {
  return {
    async insertOnce(input) {
      try {
        const doc = await model.create({ ...input, createdAt: input.createdAt ?? new Date() });
        return { notification: toNotification(doc.toObject()), created: true };
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        const existing = await model.findOne({ sourceEventId: input.sourceEventId }).lean();
        if (!existing) throw error;
        return { notification: toNotification(existing), created: false };
      }
    },

    async findById(id: string): Promise<Notification | null> {
      if (!isObjectIdText(id)) return null;
      const doc = await model.findById(id).lean();
      return doc ? toNotification(doc) : null;
    },

    async list(filter: NotificationFilter, page: number, limit: number) {
      const query = toQuery(filter);
      const skip = (page - 1) * limit;
      const [docs, totals] = await Promise.all([
        model.find(query).sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).lean(),
        cappedTotal(model, query, skip),
      ]);
      return { notifications: docs.map(toNotification), ...totals };
    },

    countUnread(): Promise<number> {
      // The badge shows 99+ beyond 99 (part 2 §9): counting stops there, a bounded read.
      return model.countDocuments({ read: false }).limit(TOTAL_COUNT_CAP);
    },

    /** Returns whether it was unread before (so listeners learn the count changed). */
    async markRead(id: string, now: Date): Promise<boolean> {
      if (!isObjectIdText(id)) return false;
      const result = await model.updateOne(
        { _id: id, read: false },
        { $set: { read: true, readAt: now } },
      );
      return result.modifiedCount > 0;
    },

    async markAllRead(now: Date): Promise<number> {
      const result = await model.updateMany({ read: false }, { $set: { read: true, readAt: now } });
      return result.modifiedCount;
    },

    /** Deletes read notifications created before the cutoff; returns the ids it deleted. */
    async deleteReadCreatedBefore(cutoff: Date): Promise<string[]> {
      const docs = await model.find({ read: true, createdAt: { $lt: cutoff } }, { _id: 1 }).lean();
      const ids = docs.map((doc) => doc._id);
      if (ids.length > 0) await model.deleteMany({ _id: { $in: ids }, read: true });
      return ids.map(String);
    },
  };
}

/** The port's name where entry points still import it from here. */
export type { NotificationRepository };
