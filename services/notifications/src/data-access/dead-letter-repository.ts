import { cappedTotal, isDuplicateKeyError, type DeadLetterMessage } from '@ghar/platform';
import type { DeadLetterAction, DeadLetterRecord } from '../domain/dead-letter';
import type { DeadLetterRepository } from '../domain/ports';
import type { DeadLetterDoc, DeadLetterModel } from './dead-letter-model';
import { isObjectIdText } from './object-id';

function toRecord(doc: DeadLetterDoc): DeadLetterRecord {
  return {
    id: doc._id.toString(),
    dlqTopic: doc.dlqTopic,
    partition: doc.partition,
    offset: doc.offset,
    sourceTopic: doc.sourceTopic,
    consumer: doc.consumer,
    parked: doc.parked,
    ...(doc.eventId ? { eventId: doc.eventId } : {}),
    ...(doc.eventType ? { eventType: doc.eventType } : {}),
    error: doc.error,
    attempts: doc.attempts,
    ...(doc.key !== undefined && doc.key !== null ? { key: doc.key } : {}),
    value: doc.value ?? '',
    headers: (doc.headers ?? []).map(({ name, value }) => ({ name, value })),
    receivedAt: doc.receivedAt,
    status: doc.status,
    history: (doc.history ?? []).map((entry) => ({
      action: entry.action,
      by: { userId: entry.by.userId, ...(entry.by.email ? { email: entry.by.email } : {}) },
      at: entry.at,
      ...(entry.note ? { note: entry.note } : {}),
      ...(entry.mended !== undefined && entry.mended !== null ? { mended: entry.mended } : {}),
      ...(entry.replayedTo ? { replayedTo: entry.replayedTo } : {}),
      ...(entry.sentValue ? { sentValue: entry.sentValue } : {}),
    })),
  };
}

export function deadLetterRepository(model: DeadLetterModel): DeadLetterRepository {
  const place = (message: DeadLetterMessage) => ({
    dlqTopic: message.dlqTopic,
    partition: message.partition,
    offset: message.offset,
  });
  return {
    async insertOnce(message, receivedAt) {
      try {
        const doc = await model.create({
          ...message,
          receivedAt,
          status: 'OPEN',
          history: [],
        });
        return { record: toRecord(doc.toObject()), created: true };
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        const stored = await model.findOne(place(message)).lean();
        if (!stored) throw error;
        return { record: toRecord(stored), created: false };
      }
    },

    async findById(id) {
      if (!isObjectIdText(id)) return null;
      const doc = await model.findById(id).lean();
      return doc ? toRecord(doc) : null;
    },

    async list(filter, page, limit) {
      const query = {
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.topic
          ? { $or: [{ sourceTopic: filter.topic }, { dlqTopic: filter.topic }] }
          : {}),
      };
      const skip = (page - 1) * limit;
      const [docs, totals] = await Promise.all([
        model.find(query).sort({ receivedAt: -1, _id: -1 }).skip(skip).limit(limit).lean(),
        cappedTotal(model, query, skip),
      ]);
      return { records: docs.map(toRecord), ...totals };
    },

    async closeIfOpen(id: string, action: DeadLetterAction) {
      if (!isObjectIdText(id)) return null;
      const doc = await model
        .findOneAndUpdate(
          { _id: id, status: 'OPEN' },
          { $set: { status: action.action }, $push: { history: action } },
          { new: true },
        )
        .lean();
      return doc ? toRecord(doc) : null;
    },

    async reopen(id: string, action: DeadLetterAction) {
      await model.updateOne(
        { _id: id, status: action.action },
        { $set: { status: 'OPEN' }, $pull: { history: { at: action.at } } },
      );
    },
  };
}
