import type { EventEnvelope } from '@ghar/contracts/events';
import { withNewEvents } from '@ghar/platform';
import { Types } from 'mongoose';
import type { Inquiry, NewInquiry } from '../domain/inquiry';
import type { InquiryRepository } from '../domain/ports';
import type { InquiryDoc, InquiryModel } from './inquiry-model';
import { isObjectIdText } from './object-id';

function toInquiry(
  doc: Pick<
    InquiryDoc,
    '_id' | 'message' | 'mobileNumber' | 'createdAt' | 'propertyId' | 'propertyTitle'
  >,
): Inquiry {
  return {
    id: doc._id.toString(),
    message: doc.message,
    mobileNumber: doc.mobileNumber,
    createdAt: doc.createdAt,
    ...(doc.propertyId
      ? { propertyId: doc.propertyId, propertyTitle: doc.propertyTitle ?? '' }
      : {}),
  };
}

const PUBLIC_FIELDS = {
  message: 1,
  mobileNumber: 1,
  createdAt: 1,
  propertyId: 1,
  propertyTitle: 1,
} as const;

/** The owner's questions, without those they asked about their own listing. */
const questionsOf = (ownerId: string) => ({ ownerId, askedBy: { $ne: ownerId } });

export function inquiryRepository(model: InquiryModel): InquiryRepository {
  return {
    /** Stores the inquiry and the events made for its id in one document write (outbox). */
    async createWithEvents(
      input: NewInquiry,
      eventsFor: (inquiryId: string) => EventEnvelope[],
    ): Promise<Inquiry> {
      const _id = new Types.ObjectId();
      const doc = await model.create({
        _id,
        ...input,
        createdAt: new Date(),
        ...withNewEvents(eventsFor(_id.toString())),
      });
      return toInquiry(doc);
    },

    async listNewestFirst(skip, limit) {
      const docs = await model
        .find({}, PUBLIC_FIELDS)
        .sort({ createdAt: -1, _id: -1 })
        .skip(skip)
        .limit(limit)
        .lean();
      return docs.map(toInquiry);
    },

    countAll(cap) {
      return model.countDocuments({}).limit(cap);
    },

    async listForOwner(ownerId, skip, limit) {
      const docs = await model
        .find(questionsOf(ownerId), PUBLIC_FIELDS)
        .sort({ createdAt: -1, _id: -1 })
        .skip(skip)
        .limit(limit)
        .lean();
      return docs.map(toInquiry);
    },

    countForOwnerSince(ownerId, since, cap) {
      return model
        .countDocuments({ ...questionsOf(ownerId), createdAt: { $gt: since } })
        .limit(cap);
    },

    async findById(id: string): Promise<Inquiry | null> {
      if (!isObjectIdText(id)) return null;
      const doc = await model.findById(id, PUBLIC_FIELDS).lean();
      return doc ? toInquiry(doc) : null;
    },

    async deleteById(id: string): Promise<boolean> {
      if (!isObjectIdText(id)) return false;
      const result = await model.deleteOne({ _id: id });
      return result.deletedCount > 0;
    },
  };
}

/** The port's name where entry points still import it from here. */
export type { InquiryRepository };
