import type { Types } from 'mongoose';
import type { FreshnessCandidates } from '../domain/freshness-sweep';
import type { PropertyModel } from './property-model';

/**
 * The sweep's candidates: live FREE listings still in search, listed and confirmed (if ever)
 * before `before`. Each is re-decided on its current state before any write.
 */
export function createFreshnessStore(model: PropertyModel): FreshnessCandidates {
  return {
    async unconfirmedSince(before) {
      const docs = await model
        .find(
          {
            deletedAt: null,
            status: 'FREE',
            hiddenFromSearch: { $ne: true },
            createdAt: { $lt: before },
            $or: [{ availabilityConfirmedAt: null }, { availabilityConfirmedAt: { $lt: before } }],
          },
          { _id: 1 },
        )
        .lean<{ _id: Types.ObjectId }[]>();
      return docs.map((doc) => doc._id.toHexString());
    },
  };
}
