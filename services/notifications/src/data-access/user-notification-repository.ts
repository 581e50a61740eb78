import { cappedTotal, isDuplicateKeyError, TOTAL_COUNT_CAP } from '@ghar/platform';
import type { FilterQuery } from 'mongoose';
import type { UserNotificationRepository } from '../domain/ports';
import type { UserNotification } from '../domain/user-notification';
import { isObjectIdText } from './object-id';
import type { UserNotificationDoc, UserNotificationModel } from './user-notification-model';

function toUserNotification(doc: UserNotificationDoc): UserNotification {
  return {
    id: doc._id.toString(),
    recipientId: doc.recipientId,
    type: doc.type,
    title: doc.title,
    message: doc.message,
    data: doc.data ?? {},
    template: doc.template,
    read: doc.read,
    ...(doc.readAt ? { readAt: doc.readAt } : {}),
    createdAt: doc.createdAt,
    sourceKey: doc.sourceKey,
  };
}

/** Every query names the recipient, so one user never reads or changes another's. */

export function userNotificationRepository(
  model: UserNotificationModel,
): UserNotificationRepository {
  return {
    async insertOnce(input) {
      try {
        const doc = await model.create({ ...input, createdAt: new Date() });
        return { notification: toUserNotification(doc.toObject()), created: true };
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        const existing = await model.findOne({ sourceKey: input.sourceKey }).lean();
        if (!existing) throw error;
        return { notification: toUserNotification(existing), created: false };
      }
    },

    async list(recipientId, filter, page, limit) {
      const query: FilterQuery<UserNotificationDoc> = { recipientId };
      if (filter.type) query.type = filter.type;
      if (filter.read !== undefined) query.read = filter.read;
      const skip = (page - 1) * limit;
      const [docs, totals] = await Promise.all([
        model.find(query).sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).lean(),
        cappedTotal(model, query, skip),
      ]);
      return { notifications: docs.map(toUserNotification), ...totals };
    },

    countUnread(recipientId) {
      // The bell shows 99+ beyond 99: counting stops at 100, a bounded read however full the inbox.
      // Where the unread count stops: the bell's badge reads 99+ from 100 on.
      return model.countDocuments({ recipientId, read: false }).limit(TOTAL_COUNT_CAP);
    },

    async findById(id) {
      if (!isObjectIdText(id)) return null;
      const doc = await model.findOne({ _id: id }).lean();
      return doc ? toUserNotification(doc) : null;
    },

    async findOwn(recipientId, id) {
      if (!isObjectIdText(id)) return null;
      const doc = await model.findOne({ _id: id, recipientId }).lean();
      return doc ? toUserNotification(doc) : null;
    },

    async markRead(recipientId, id, now) {
      if (!isObjectIdText(id)) return false;
      const result = await model.updateOne(
        { _id: id, recipientId, read: false },
        { $set: { read: true, readAt: now } },
      );
      return result.modifiedCount > 0;
    },

    async markAllRead(recipientId, now) {
      const result = await model.updateMany(
        { recipientId, read: false },
        { $set: { read: true, readAt: now } },
      );
      return result.modifiedCount;
    },
  };
}
