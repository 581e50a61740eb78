import type { EventEnvelope } from '@ghar/contracts';
import { withNewEvents } from '@ghar/platform';
import { Types } from 'mongoose';
import type { Inquiry } from '../domain/inquiry';
import type { InquiryRepository } from '../domain/ports';
import type { InquiryDoc, InquiryModel } from './inquiry-model';
import { isObjectIdText } from './object-id';

function toInquiry(
  doc: Pick<InquiryDoc, '_id' | 'message' | 'mobileNumber' | 'createdAt'>,
): Inquiry {
  return {
    id: doc._id.toString(),
    message: doc.message,
    mobileNumber: doc.mobileNumber,
    createdAt: doc.createdAt,
  };
}

const PUBLIC_FIELDS = { message: 1, mobileNumber: 1, createdAt: 1 } as const;

export function inquiryRepository(model: InquiryModel): InquiryRepository {
  return {
    /** Stores the inquiry and the events made for its id in one document write (outbox). */
    async createWithEvents(
      input: { message: string; mobileNumber: string },
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

    async listNewestFirst(): Promise<Inquiry[]> {
      const docs = await model.find({}, PUBLIC_FIELDS).sort({ createdAt: -1, _id: -1 }).lean();
      return docs.map(toInquiry);
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
