import { randomUUID } from 'node:crypto';
import { isDuplicateKeyError } from '@ghar/platform';
import { Schema, type Connection, type Model } from 'mongoose';
import { movesBetween, type ListingCounters, type ListingTally } from '../domain/listing-tally';
import type { ListingCountersStore } from '../domain/ports';

/** The one counters document: the figures, the epoch they belong to, the moves being applied. */
interface CountersDoc extends ListingCounters {
  _id: string;
  /** A new epoch is a count from zero: tallies of another epoch count as nothing. */
  epoch: string;
  /** False while the start-up pass is counting every listing (a crash there starts again). */
  complete: boolean;
  /** Keys of the moves applied whose tally is not yet cleared (a few at a time, each removed). */
  applied: string[];
}

/** What one listing adds to the counters now, and the move to them not yet known applied. */
interface TallyDoc {
  _id: string;
  epoch: string;
  version: number;
  tally: ListingTally | null;
  /** The moves as a list: their names hold dots, which a stored field name may not. */
  pending?: { key: string; epoch: string; moves: { field: string; by: number }[] };
}

const COUNTERS_ID = 'listings';
/** A listing racing itself (two instances, or the start-up pass and an event) tries again. */
const ATTEMPTS = 3;

const countersSchema = new Schema<CountersDoc>(
  {
    _id: String,
    epoch: { type: String, required: true },
    complete: { type: Boolean, required: true },
    applied: { type: [String], default: [] },
  },
  { collection: 'listing_counters', versionKey: false, strict: false },
);

const tallySchema = new Schema<TallyDoc>(
  {
    _id: String,
    epoch: { type: String, required: true },
    version: { type: Number, required: true },
    tally: { type: Schema.Types.Mixed, default: null },
    pending: { type: Schema.Types.Mixed },
  },
  { collection: 'listing_tallies', versionKey: false },
);

export function listingCountersModels(conn: Connection) {
  return {
    counters:
      (conn.models.ListingCounters as Model<CountersDoc> | undefined) ??
      conn.model<CountersDoc>('ListingCounters', countersSchema),
    tallies:
      (conn.models.ListingTally as Model<TallyDoc> | undefined) ??
      conn.model<TallyDoc>('ListingTally', tallySchema),
  };
}

/**
 * The admin's listing figures, kept without transactions (FerretDB has none) and idempotently:
 * a listing's new tally is written first with its pending move; the move is applied to the
 * counters only if its key is not among the counters' `applied` keys (the check and the `$inc`
 * are one write); then the tally's pending move is cleared and the key removed. A crash anywhere
 * is finished by the next event of the listing or a redelivery: nothing counts twice or is lost.
 * Every read and write is by `_id`.
 */
export function createListingCountersStore(conn: Connection): ListingCountersStore {
  const { counters, tallies } = listingCountersModels(conn);

  async function applyPending(propertyId: string, pending: NonNullable<TallyDoc['pending']>) {
    if (pending.moves.length > 0) {
      await counters.updateOne(
        { _id: COUNTERS_ID, epoch: pending.epoch, applied: { $ne: pending.key } },
        {
          $inc: Object.fromEntries(pending.moves.map((move) => [move.field, move.by])),
          $push: { applied: pending.key },
        },
      );
    }
    await tallies.updateOne(
      { _id: propertyId, 'pending.key': pending.key },
      { $unset: { pending: 1 } },
    );
    await counters.updateOne({ _id: COUNTERS_ID }, { $pull: { applied: pending.key } });
  }

  /** One attempt; false when another writer moved the tally meanwhile. */
  async function countOnce(
    propertyId: string,
    version: number,
    next: ListingTally | null,
    epoch: string,
  ): Promise<boolean> {
    const stored = await tallies.findOne({ _id: propertyId }).lean<TallyDoc>();
    if (stored?.pending) {
      await applyPending(propertyId, stored.pending);
      return false;
    }
    const current = stored?.epoch === epoch ? stored : null;
    if (current && current.version >= version) return true;
    const pending = {
      key: `${propertyId}:${version}:${epoch}`,
      epoch,
      moves: Object.entries(movesBetween(current?.tally ?? null, next)).map(([field, by]) => ({
        field,
        by,
      })),
    };
    const fields = { epoch, version, tally: next, pending };
    if (stored) {
      const written = await tallies.updateOne(
        {
          _id: propertyId,
          epoch: stored.epoch,
          version: stored.version,
          pending: { $exists: false },
        },
        { $set: fields },
      );
      if (written.matchedCount === 0) return false;
    } else {
      try {
        await tallies.create({ _id: propertyId, ...fields });
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    }
    await applyPending(propertyId, pending);
    return true;
  }

  return {
    async read() {
      return counters.findOne({ _id: COUNTERS_ID }).lean<CountersDoc>();
    },

    async count(propertyId, version, next) {
      const doc = await counters.findOne({ _id: COUNTERS_ID }, { epoch: 1 }).lean<CountersDoc>();
      // Not started: the start-up pass counts every listing as it is then.
      if (!doc) return;
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        if (await countOnce(propertyId, version, next, doc.epoch)) return;
      }
      throw new Error(`listing ${propertyId}: its tally kept changing while counted`);
    },

    async startCount() {
      const doc = await counters.findOne({ _id: COUNTERS_ID }, { complete: 1, epoch: 1 }).lean();
      if (doc?.complete) return false;
      const fresh = { epoch: randomUUID(), complete: false, applied: [] };
      if (doc) {
        // A count that never finished (the process stopped): again from zero, in a new epoch.
        const replaced = await counters.replaceOne(
          { _id: COUNTERS_ID, epoch: doc.epoch, complete: false },
          fresh,
        );
        return replaced.modifiedCount > 0;
      }
      try {
        await counters.create({ _id: COUNTERS_ID, ...fresh });
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },

    async finishCount() {
      await counters.updateOne({ _id: COUNTERS_ID }, { $set: { complete: true } });
    },
  };
}
