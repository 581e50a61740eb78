import { BOOKING_STATUSES, type BookingStatus } from '@ghar/contracts/constants';
import { istWeekKey } from '@ghar/platform';
import { Schema, type Connection, type Model } from 'mongoose';
import type { BookingTallies, BookingTally } from '../domain/ports';
import type { BookingDoc } from './booking-model';

/**
 * Bookings counted by status, and their amounts summed in paise, kept by the writes that change
 * them (issue 24 item 3): `all` for the admin's stats cards, `week:<IST Monday>` by the week a
 * booking was made for the analytics chart. Read by `_id` only, so neither reads a booking.
 */
interface TallyDoc {
  _id: string;
  count?: Partial<Record<BookingStatus, number>>;
  paise?: Partial<Record<BookingStatus, number>>;
}

const schema = new Schema<TallyDoc>(
  {
    _id: { type: String, required: true },
    count: { type: Schema.Types.Mixed, default: {} },
    paise: { type: Schema.Types.Mixed, default: {} },
  },
  { collection: 'booking_tallies', versionKey: false, minimize: false },
);

export function bookingTallyModel(conn: Connection): Model<TallyDoc> {
  return (
    (conn.models.BookingTally as Model<TallyDoc> | undefined) ??
    conn.model<TallyDoc>('BookingTally', schema)
  );
}

const ALL = 'all';
const weekId = (week: string) => `week:${week}`;
/** Whole paise, so sums of rupee amounts never drift (README "Amount"). */
const paiseOf = (amount: number | undefined) => Math.round((amount ?? 0) * 100);

function tallyOf(doc: TallyDoc | undefined): BookingTally {
  const count = Object.fromEntries(
    BOOKING_STATUSES.map((status) => [status, doc?.count?.[status] ?? 0]),
  ) as Record<BookingStatus, number>;
  return { count, confirmedRevenue: (doc?.paise?.CONFIRMED ?? 0) / 100 };
}

type Counted = Pick<BookingDoc, 'status' | 'amount' | 'createdAt'>;

/** The rebuild reads bookings by `_id` in pages of this many. */
const REBUILD_BATCH = 100;

export function createBookingTallies(
  conn: Connection,
  bookings: Model<BookingDoc>,
): BookingTallies {
  const model = bookingTallyModel(conn);

  /** `sign` times each booking, added to its status (a move is one in, one out). */
  const incOf = (entries: [Counted, 1 | -1][]) => {
    const inc: Record<string, number> = {};
    for (const [{ status, amount }, sign] of entries) {
      inc[`count.${status}`] = (inc[`count.${status}`] ?? 0) + sign;
      inc[`paise.${status}`] = (inc[`paise.${status}`] ?? 0) + sign * paiseOf(amount);
    }
    return inc;
  };

  /** Into `all` and the booking's week: two single-document writes, no transaction needed. */
  const apply = async (createdAt: Date, inc: Record<string, number>) => {
    for (const _id of [ALL, weekId(istWeekKey(createdAt))]) {
      await model.updateOne({ _id }, { $inc: inc }, { upsert: true });
    }
  };

  return {
    async moved(booking, from) {
      const entries: [Counted, 1 | -1][] = [[booking, 1]];
      if (from) entries.push([{ ...booking, status: from }, -1]);
      await apply(booking.createdAt, incOf(entries));
    },

    async removed(booking) {
      await apply(booking.createdAt, incOf([[booking, -1]]));
    },

    async overall() {
      return tallyOf((await model.findById(ALL).lean<TallyDoc>()) ?? undefined);
    },

    async weeks(keys) {
      const docs = await model.find({ _id: { $in: keys.map(weekId) } }).lean<TallyDoc[]>();
      const byId = new Map(docs.map((doc) => [doc._id, doc]));
      return new Map(keys.map((key) => [key, tallyOf(byId.get(weekId(key)))]));
    },

    async rebuildIfMissing() {
      if (await model.exists({ _id: ALL })) return false;
      // Summed in memory from pages read by `_id`, then written: a start with no tallies (the
      // first start after they came, or a restored database) before the service takes traffic.
      const sums = new Map<
        string,
        { count: Record<string, number>; paise: Record<string, number> }
      >();
      const add = (id: string, booking: Counted) => {
        const sum = sums.get(id) ?? { count: {}, paise: {} };
        sum.count[booking.status] = (sum.count[booking.status] ?? 0) + 1;
        sum.paise[booking.status] = (sum.paise[booking.status] ?? 0) + paiseOf(booking.amount);
        sums.set(id, sum);
      };
      sums.set(ALL, { count: {}, paise: {} });
      let after = '';
      for (;;) {
        const page = await bookings
          .find({ _id: { $gt: after } }, { status: 1, amount: 1, createdAt: 1 })
          .sort({ _id: 1 })
          .limit(REBUILD_BATCH)
          .lean<(Counted & { _id: string })[]>();
        for (const booking of page) {
          add(ALL, booking);
          add(weekId(istWeekKey(booking.createdAt)), booking);
        }
        if (page.length < REBUILD_BATCH) break;
        after = page.at(-1)!._id;
      }
      // Weeks a partial tally left behind go; `all` is written last: its presence says done.
      await model.deleteMany({});
      const all = sums.get(ALL)!;
      sums.delete(ALL);
      for (const [id, sum] of sums) await model.replaceOne({ _id: id }, sum, { upsert: true });
      await model.replaceOne({ _id: ALL }, all, { upsert: true });
      return true;
    },
  };
}
