import { appendEvents, recordOf } from '@ghar/platform';
import type { Model } from 'mongoose';
import type { DealerRecord } from '../domain/dealer';
import type { DealerRepository } from '../domain/ports';
import type { DealerNetworkStore } from './dealer-network-store';
import type { DealerDoc } from './dealer-model';
import { insertOnce } from './insert-once';

const newestFirst = { createdAt: -1, _id: -1 } as const;
const toRecord = (doc: DealerDoc) => recordOf<DealerRecord>(doc);
/** sponsorId is null (not absent) for a dealer under the company. */
const withSponsor = (record: DealerRecord): DealerRecord => ({
  ...record,
  sponsorId: record.sponsorId ?? null,
});

export function createDealerRepository(
  model: Model<DealerDoc>,
  network: DealerNetworkStore,
): DealerRepository {
  const one = async (filter: Record<string, unknown>) => {
    const doc = await model.findOne(filter).sort(newestFirst).lean<DealerDoc>();
    return doc ? withSponsor(toRecord(doc)) : null;
  };
  return {
    // false on a clashing referral code: the use case draws another.
    async insert(record, events) {
      if (!(await insertOnce(model, record, events))) return false;
      await network.put(withSponsor(record));
      return true;
    },
    findById: (id) => one({ _id: id }),
    findByCode: (code) => one({ referralCode: code }),
    latestOfUser: (userId) => one({ userId }),
    // The network's projection, one document by `_id` (dealer-network-store.ts).
    all: () => network.all(),
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
      if (!doc) return null;
      const decided = withSponsor(toRecord(doc));
      await network.put(decided);
      return decided;
    },
  };
}
