import { isDuplicateKeyError, withNewEvents } from '@ghar/platform';
import type { Model } from 'mongoose';
import type { CommissionRecord, LedgerTotals } from '../domain/dealer';
import type { CommissionLedger } from '../domain/ports';
import type { CommissionDoc } from './commission-model';
import { recordOf } from './without-nulls';

const newestFirst = { createdAt: -1, _id: -1 } as const;
const outboxFields = { pendingEvents: 0, parkedEvents: 0, outboxFailure: 0 } as const;

export function createCommissionLedger(model: Model<CommissionDoc>): CommissionLedger {
  const find = async (filter: Record<string, unknown>) =>
    (await model.find(filter, outboxFields).sort(newestFirst).lean<CommissionDoc[]>()).map((doc) =>
      recordOf<CommissionRecord>(doc),
    );
  return {
    async insert(record, events) {
      const { id, ...rest } = record;
      try {
        await model.create({ _id: id, ...rest, ...withNewEvents(events) });
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },
    ofBooking: (bookingId) => find({ bookingId }),
    ofDealer: (dealerId) => find({ dealerId }),
    createdBetween: (from, to) => find({ createdAt: { $gte: from, $lt: to } }),
    async totals() {
      // $group with $sum only (FerretDB 1.24): the net amount and the count of each kind.
      const rows = await model.aggregate<{
        _id: { dealerId: string; kind: string };
        paise: number;
        count: number;
      }>([
        {
          $group: {
            _id: { dealerId: '$dealerId', kind: '$kind' },
            paise: { $sum: '$amountPaise' },
            count: { $sum: 1 },
          },
        },
      ]);
      const totals = new Map<string, LedgerTotals>();
      for (const row of rows) {
        const held = totals.get(row._id.dealerId) ?? { netPaise: 0, earned: 0, reversed: 0 };
        held.netPaise += row.paise;
        if (row._id.kind === 'EARNED') held.earned += row.count;
        else held.reversed += row.count;
        totals.set(row._id.dealerId, held);
      }
      return totals;
    },
  };
}
