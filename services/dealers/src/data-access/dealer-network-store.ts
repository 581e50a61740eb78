import { isDuplicateKeyError, OUTBOX_PROJECTION, recordOf } from '@ghar/platform';
import { Schema, type Connection, type Model } from 'mongoose';
import type { DealerRecord } from '../domain/dealer';
import type { DealerDoc } from './dealer-model';

const ID = 'network';
/** Applications read per batch when the projection is rebuilt (the audit's largest page). */
const BATCH = 100;

type Entry = Omit<DealerRecord, 'id'>;
interface NetworkDoc {
  _id: string;
  /** Every application by id: what the tree, the lists and the figures are built from. */
  dealers: Record<string, Entry>;
}

const schema = new Schema<NetworkDoc>(
  {
    _id: { type: String, required: true },
    dealers: { type: Schema.Types.Mixed, default: {} },
  },
  { collection: 'dealer_network', versionKey: false, minimize: false },
);

/**
 * Every application in one document read by `_id` (issue 24 item 3): the network screens need the
 * whole tree (1,000 dealers, 6 levels, about 150 kB), and FerretDB reads one document by `_id` in
 * SQL where a find over the collection scans it. Each write of an application sets its entry
 * (a `$set` of the whole record: repeating it changes nothing).
 */
export interface DealerNetworkStore {
  put(record: DealerRecord): Promise<void>;
  all(): Promise<DealerRecord[]>;
  rebuildIfMissing(): Promise<boolean>;
}

const entryOf = ({ id: _id, ...entry }: DealerRecord): Entry => entry;

export function createDealerNetworkStore(
  conn: Connection,
  dealers: Model<DealerDoc>,
): DealerNetworkStore {
  const model =
    (conn.models.DealerNetwork as Model<NetworkDoc> | undefined) ??
    conn.model<NetworkDoc>('DealerNetwork', schema);
  return {
    async put(record) {
      await model.updateOne({ _id: ID }, { $set: { [`dealers.${record.id}`]: entryOf(record) } });
    },
    async all() {
      const doc = await model.findOne({ _id: ID }).lean<NetworkDoc>();
      return Object.entries(doc?.dealers ?? {}).map(([id, entry]) => ({
        ...entry,
        id,
        sponsorId: entry.sponsorId ?? null,
      }));
    },
    async rebuildIfMissing() {
      if (await model.exists({ _id: ID })) return false;
      const network: Record<string, Entry> = {};
      let after: string | null = null;
      for (;;) {
        const batch: DealerDoc[] = await dealers
          .find(after ? { _id: { $gt: after } } : {}, OUTBOX_PROJECTION)
          .sort({ _id: 1 })
          .limit(BATCH)
          .lean<DealerDoc[]>();
        for (const doc of batch) {
          const record = recordOf<DealerRecord>(doc);
          network[record.id] = entryOf({ ...record, sponsorId: record.sponsorId ?? null });
        }
        if (batch.length < BATCH) break;
        after = batch[batch.length - 1]!._id;
      }
      try {
        await model.create({ _id: ID, dealers: network });
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },
  };
}
