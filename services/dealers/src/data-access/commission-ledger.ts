import { OUTBOX_PROJECTION, recordOf } from '@ghar/platform';
import type { Model } from 'mongoose';
import type { CommissionRecord, LedgerTotals } from '../domain/dealer';
import type { CommissionLedger } from '../domain/ports';
import type { CommissionDoc } from './commission-model';
import { insertOnce } from './insert-once';

const newestFirst = { createdAt: -1, _id: -1 } as const;

export function createCommissionLedger(model: Model<CommissionDoc>): CommissionLedger {
  const find = async (filter: Record<string, unknown>) =>
    (await model.find(filter, OUTBOX_PROJECTION).sort(newestFirst).lean<CommissionDoc[]>()).map(
      (doc) => recordOf<CommissionRecord>(doc),
    );
  return {
    // false when (booking, dealer, kind) is written already: a replayed event.
    insert: (record, events) => insertOnce(model, record, events),
    ofBooking: (bookingId) => find({ bookingId }),
    ofDealer: (dealerId) => find({ dealerId }),
    createdBetween: (from, to) => find({ createdAt: { $gte: from, $lt: to } }),
    async totals() {
      // Two aggregates of one accumulator each: FerretDB 1.24 computes only the first
      // accumulator of a $group and answers 0 for the others (probed against the shared server).
      const byKind = { dealerId: '$dealerId', kind: '$kind' };
      type Row = { _id: { dealerId: string; kind: string }; value: number };
      const [sums, counts] = await Promise.all([
        model.aggregate<Row>([{ $group: { _id: byKind, value: { $sum: '$amountPaise' } } }]),
        model.aggregate<Row>([{ $group: { _id: byKind, value: { $sum: 1 } } }]),
      ]);
      const totals = new Map<string, LedgerTotals>();
      const of = (dealerId: string) => {
        const held = totals.get(dealerId) ?? { netPaise: 0, earned: 0, reversed: 0 };
        totals.set(dealerId, held);
        return held;
      };
      for (const row of sums) of(row._id.dealerId).netPaise += row.value;
      for (const row of counts) {
        const held = of(row._id.dealerId);
        if (row._id.kind === 'EARNED') held.earned += row.value;
        else held.reversed += row.value;
      }
      return totals;
    },
  };
}
