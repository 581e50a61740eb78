import { isDuplicateKeyError } from '@ghar/platform';
import { Schema, type Connection, type Model } from 'mongoose';
import {
  addEntry,
  emptyTotals,
  totalsIncrement,
  type StoredLedgerTotals,
} from '../domain/ledger-totals-rules';
import type { CommissionDoc } from './commission-model';

const ID = 'totals';
/** Entries read per batch when the totals are rebuilt (the audit's largest page). */
const BATCH = 100;

type TotalsDoc = StoredLedgerTotals & {
  _id: string;
  /** entries being added right now */ adding: string[];
};

const schema = new Schema<TotalsDoc>(
  {
    _id: { type: String, required: true },
    earnedPaise: { type: Number, default: 0 },
    reversedPaise: { type: Number, default: 0 },
    byDealer: { type: Schema.Types.Mixed, default: {} },
    byMonth: { type: Schema.Types.Mixed, default: {} },
    adding: { type: [String], default: [] },
  },
  { collection: 'ledger_totals', versionKey: false, minimize: false },
);

/** `$inc` makes only the fields it adds to: the others read as 0. */
function withZeros(doc: TotalsDoc): StoredLedgerTotals & { adding: string[] } {
  const mapValues = <T>(of: Record<string, Partial<T>> | undefined, zero: T) =>
    Object.fromEntries(
      Object.entries(of ?? {}).map(([key, value]) => [key, { ...zero, ...value }]),
    );
  return {
    earnedPaise: doc.earnedPaise ?? 0,
    reversedPaise: doc.reversedPaise ?? 0,
    byDealer: mapValues(doc.byDealer, { netPaise: 0, earned: 0, reversed: 0 }),
    byMonth: mapValues(doc.byMonth, { earnedPaise: 0, reversedPaise: 0 }),
    adding: doc.adding ?? [],
  };
}

export interface LedgerTotalsStore {
  /**
   * Adds a written entry to the totals exactly once, however often it is asked (a replayed
   * event, a retry after a crash): see the steps below.
   */
  add(
    entry: Pick<
      CommissionDoc,
      '_id' | 'dealerId' | 'kind' | 'amountPaise' | 'createdAt' | 'counted'
    >,
  ): Promise<void>;
  read(): Promise<StoredLedgerTotals>;
  /** Adds the whole ledger up in batches and stores it, unless the totals exist already. */
  rebuildIfMissing(): Promise<boolean>;
}

export function createLedgerTotals(
  conn: Connection,
  entries: Model<CommissionDoc>,
): LedgerTotalsStore {
  const model =
    (conn.models.LedgerTotals as Model<TotalsDoc> | undefined) ??
    conn.model<TotalsDoc>('LedgerTotals', schema);
  return {
    async add(entry) {
      // No transactions (FerretDB 1.24): the entry's id goes into `adding` with the $inc in one
      // write (a second try finds it there and adds nothing), then the entry is marked counted,
      // then the id leaves `adding`. A crash anywhere leaves a state the next try finishes.
      if (!entry.counted) {
        await model.updateOne(
          { _id: ID, adding: { $ne: entry._id } },
          { $inc: totalsIncrement(entry), $push: { adding: entry._id } },
        );
        await entries.updateOne({ _id: entry._id }, { $set: { counted: true } });
      }
      await model.updateOne({ _id: ID }, { $pull: { adding: entry._id } });
    },
    async read() {
      const doc = await model.findOne({ _id: ID }).lean<TotalsDoc>();
      return doc ? withZeros(doc) : emptyTotals();
    },
    async rebuildIfMissing() {
      if (await model.exists({ _id: ID })) return false;
      const totals = emptyTotals();
      let after: string | null = null;
      for (;;) {
        const batch: CommissionDoc[] = await entries
          .find(after ? { _id: { $gt: after } } : {}, {
            dealerId: 1,
            kind: 1,
            amountPaise: 1,
            createdAt: 1,
          })
          .sort({ _id: 1 })
          .limit(BATCH)
          .lean<CommissionDoc[]>();
        for (const entry of batch) addEntry(totals, entry);
        if (batch.length > 0) {
          // Counted by this sum: a replayed event must not add them again.
          const ids = batch.map((entry) => entry._id);
          await entries.updateMany({ _id: { $in: ids } }, { $set: { counted: true } });
        }
        if (batch.length < BATCH) break;
        after = batch[batch.length - 1]!._id;
      }
      try {
        await model.create({ _id: ID, ...totals, adding: [] });
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },
  };
}
