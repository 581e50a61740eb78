import { OUTBOX_PROJECTION, recordOf } from '@ghar/platform';
import type { Model } from 'mongoose';
import type { CommissionRecord } from '../domain/dealer';
import type { CommissionLedger } from '../domain/ports';
import type { CommissionDoc } from './commission-model';
import { insertOnce } from './insert-once';
import type { LedgerTotalsStore } from './ledger-totals';

const newestFirst = { createdAt: -1, _id: -1 } as const;
/** The most entries one read takes (the query audit's largest page). */
const MAX_READ = 100;
/** An entry as the domain sees it: no outbox, no totals bookkeeping. */
const PROJECTION = { ...OUTBOX_PROJECTION, counted: 0 } as const;

export function createCommissionLedger(
  model: Model<CommissionDoc>,
  totals: LedgerTotalsStore,
): CommissionLedger {
  const find = async (filter: Record<string, unknown>, skip = 0, limit = MAX_READ) =>
    (
      await model
        .find(filter, PROJECTION)
        .sort(newestFirst)
        .skip(skip)
        .limit(limit)
        .lean<CommissionDoc[]>()
    ).map((doc) => recordOf<CommissionRecord>(doc));
  return {
    // false when (booking, dealer, kind) is written already: a replayed event. Either way the
    // stored entry is added to the totals, once (a crash may have come between the two writes).
    async insert(record, events) {
      const { id, ...fields } = record;
      if (await insertOnce(model, record, events)) {
        await totals.add({ _id: id, ...fields, counted: false });
        return true;
      }
      const { bookingId, dealerId, kind } = record;
      const stored = await model
        .findOne(
          { bookingId, dealerId, kind },
          { dealerId: 1, kind: 1, amountPaise: 1, createdAt: 1, counted: 1 },
        )
        .lean<CommissionDoc>();
      if (stored) await totals.add(stored);
      return false;
    },
    // A booking has one entry per level and kind: far fewer than a page.
    ofBooking: (bookingId) => find({ bookingId }),
    ofDealer: (dealerId, { page, limit }) => find({ dealerId }, (page - 1) * limit, limit),
    async *createdBetween(from, to) {
      // Oldest first, a page at a time after the last one read (its time, then its id).
      let last: CommissionRecord | null = null;
      for (;;) {
        const after: Record<string, unknown>[] = last
          ? [
              { createdAt: { $gt: last.createdAt, $lt: to } },
              { createdAt: last.createdAt, _id: { $gt: last.id } },
            ]
          : [{ createdAt: { $gte: from, $lt: to } }];
        const batch = (
          await model
            .find({ $or: after }, PROJECTION)
            .sort({ createdAt: 1, _id: 1 })
            .limit(MAX_READ)
            .lean<CommissionDoc[]>()
        ).map((doc) => recordOf<CommissionRecord>(doc));
        yield* batch;
        if (batch.length < MAX_READ) return;
        last = batch[batch.length - 1]!;
      }
    },
    async totals() {
      const { byDealer } = await totals.read();
      return new Map(Object.entries(byDealer));
    },
    sums: () => totals.read(),
  };
}
