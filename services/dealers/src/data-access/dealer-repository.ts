import { appendEvents, OUTBOX_PROJECTION, recordOf } from '@ghar/platform';
import type { Model } from 'mongoose';
import type { DealerRecord } from '../domain/dealer';
import type { DealerRepository } from '../domain/ports';
import type { DealerDoc } from './dealer-model';
import { insertOnce } from './insert-once';

const newestFirst = { createdAt: -1, _id: -1 } as const;
const toRecord = (doc: DealerDoc) => recordOf<DealerRecord>(doc);
/** sponsorId is null (not absent) for a dealer under the company. */
const withSponsor = (record: DealerRecord): DealerRecord => ({
  ...record,
  sponsorId: record.sponsorId ?? null,
});

export function createDealerRepository(model: Model<DealerDoc>): DealerRepository {
  const one = async (filter: Record<string, unknown>) => {
    const doc = await model.findOne(filter).sort(newestFirst).lean<DealerDoc>();
    return doc ? withSponsor(toRecord(doc)) : null;
  };
  return {
    // false on a clashing referral code: the use case draws another.
    insert: (record, events) => insertOnce(model, record, events),
    findById: (id) => one({ _id: id }),
    findByCode: (code) => one({ referralCode: code }),
    latestOfUser: (userId) => one({ userId }),
    async all() {
      const docs = await model.find({}, OUTBOX_PROJECTION).lean<DealerDoc[]>();
      return docs.map((doc) => withSponsor(toRecord(doc)));
    },
    async decide(id, { status, at, by }, events) {
      const outbox = appendEvents(events);
      // No projection with findOneAndUpdate (FerretDB 1.24); the status in the filter is what
      // makes two racing decisions end with one winner.
      const doc = await model
        .findOneAndUpdate(
          { _id: id, status: 'PENDING' },
          {
            $set: { status, decidedAt: at, decidedBy: by, ...outbox.$set },
            $push: outbox.$push,
            $inc: outbox.$inc,
          },
          { new: true },
        )
        .lean<DealerDoc>();
      return doc ? withSponsor(toRecord(doc)) : null;
    },
  };
}
