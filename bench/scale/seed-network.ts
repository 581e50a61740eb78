import { istMonthKey } from '@ghar/platform';
import mongoose from 'mongoose';
import type { Booking, Listing } from './seed-market';
import { insertAll, type People } from './seed-people';
import { type Counts, dealerTree, skewedIndex, spreadDate, uplineOf } from './plan';

/**
 * The dealers' network and ledger, notifications and inquiries, in their services' stored
 * shapes. Dealers' `dealer_network` and `ledger_totals` documents are written as their start-up
 * rebuilds would leave them (those read the collection a page of 100 at a time by `{_id: {$gt}}`:
 * a scan each on the embedded FerretDB, 300 of them over 30,000 entries).
 */

type Db = mongoose.mongo.Db;
const outbox = { pendingEvents: [], hasPendingEvents: false, outboxVersion: 0 };
const newId = () => new mongoose.Types.ObjectId().toHexString();

export interface Dealer {
  id: string;
  userId: string;
  code: string;
  level: number;
}

export async function seedDealers(
  dbOf: (service: string) => Db,
  people: People,
  bookings: Booking[],
  listings: Listing[],
  counts: Counts,
  random: () => number,
  now: Date,
): Promise<Dealer[]> {
  const tree = dealerTree(people.dealers.length);
  const dealers: Dealer[] = people.dealers.map((p, i) => ({
    id: newId(),
    userId: p.id,
    code: p.code!,
    level: tree.level[i]!,
  }));
  const adminId = newId();
  const docs = dealers.map((d, i) => {
    const createdAt = spreadDate(now, i, dealers.length, 365);
    const sponsor = tree.sponsor[i];
    return {
      _id: d.id,
      userId: d.userId,
      status: 'APPROVED',
      referralCode: d.code,
      sponsorId: sponsor === null ? null : dealers[sponsor!]!.id,
      level: d.level,
      createdAt,
      decidedAt: createdAt,
      decidedBy: adminId,
    };
  });
  const db = dbOf('dealers');
  await insertAll(
    db,
    'dealers',
    docs.map((d) => ({ ...d, ...outbox })),
  );
  await db.collection('dealer_network').insertOne({
    _id: 'network' as never,
    dealers: Object.fromEntries(docs.map(({ _id, ...entry }) => [_id, entry])),
  });

  // Commissions: each booking's dealer (drawn with a skew) and the chain above it, level by level.
  const listingOf = new Map(listings.map((l) => [l.id, l]));
  const drawDealer = skewedIndex(dealers.length, random);
  const entries: Record<string, unknown>[] = [];
  const totals = {
    earnedPaise: 0,
    reversedPaise: 0,
    byDealer: {} as Record<string, { netPaise: number; earned: number; reversed: number }>,
    byMonth: {} as Record<string, { earnedPaise: number; reversedPaise: number }>,
  };
  for (let b = 0; entries.length < counts.commissions; b += 1) {
    const booking = bookings[b % bookings.length]!;
    const first = drawDealer();
    const chain = [first, ...uplineOf(first, tree.sponsor)];
    const listing = listingOf.get(booking.propertyId)!;
    const createdAt = spreadDate(now, b, counts.commissions / 4, 365);
    const reversed = booking.status === 'CANCELLED' && b < bookings.length;
    for (const [level, index] of chain.entries()) {
      if (entries.length >= counts.commissions) break;
      const dealer = dealers[index]!;
      const amountPaise = 100 * (2_000 - 250 * level);
      const kinds: ['EARNED' | 'REVERSED', number][] = [['EARNED', amountPaise]];
      if (reversed) kinds.push(['REVERSED', -amountPaise]);
      for (const [kind, amount] of kinds) {
        const id = newId();
        entries.push({
          _id: id,
          dealerId: dealer.id,
          dealerUserId: dealer.userId,
          // Past the real bookings, later rounds stand for earlier deals (unique per round).
          bookingId:
            b < bookings.length ? booking.id : `${booking.id}-${Math.floor(b / bookings.length)}`,
          propertyId: listing.id,
          propertyTitle: listing.title,
          propertyAction: listing.action,
          dealerCode: dealers[first]!.code,
          level: level + 1,
          kind,
          amountPaise: amount,
          dealCommissionPaise: 2_000_000,
          basis: listing.action === 'SELL' ? 'SALE_PERCENT' : 'ONE_MONTH_RENT',
          basisPercent: 1,
          levelPercent: 10 - level,
          downline: chain
            .slice(0, level)
            .map((k) => ({ dealerId: dealers[k]!.id, name: '', code: dealers[k]!.code })),
          ...(kind === 'REVERSED' && { reverses: entries.at(-1)!._id }),
          createdAt,
          counted: true,
          ...outbox,
        });
        const month = istMonthKey(createdAt);
        const d = (totals.byDealer[dealer.id] ??= { netPaise: 0, earned: 0, reversed: 0 });
        const m = (totals.byMonth[month] ??= { earnedPaise: 0, reversedPaise: 0 });
        d.netPaise += amount;
        if (kind === 'EARNED') {
          totals.earnedPaise += amount;
          m.earnedPaise += amount;
          d.earned += 1;
        } else {
          totals.reversedPaise -= amount;
          m.reversedPaise -= amount;
          d.reversed += 1;
        }
      }
    }
  }
  await insertAll(db, 'commission_entries', entries);
  await db.collection('ledger_totals').insertOne({ _id: 'totals' as never, ...totals, adding: [] });
  return dealers;
}

/** Admin notifications (two in five) and people's own; most read. Then the inquiries. */
export async function seedNotices(
  dbOf: (service: string) => Db,
  people: People,
  listings: Listing[],
  counts: Counts,
  random: () => number,
  now: Date,
) {
  const db = dbOf('notifications');
  const drawPerson = skewedIndex(people.all.length, random);
  const drawListing = skewedIndex(listings.length, random);
  const adminCount = Math.round(counts.notifications * 0.4);
  const adminTypes = [
    'PROPERTY_ADDED',
    'USER_SIGNUP',
    'BOOKING_CREATED',
    'DEALER_REQUEST',
    'INQUIRY_RECEIVED',
    'PAYMENT_RECEIVED',
  ];
  const userTypes = ['BOOKING', 'LISTING', 'DEALER', 'SECURITY'];
  const admin = Array.from({ length: adminCount }, (_, i) => {
    const listing = listings[drawListing()]!;
    const createdAt = spreadDate(now, i, adminCount, 90);
    return {
      type: adminTypes[i % adminTypes.length],
      title: `Bench notice ${i}`,
      message: `Something happened to ${listing.title}`,
      data: { propertyId: listing.id },
      template: { key: 'PropertyAdded', params: { title: listing.title } },
      read: random() < 0.7,
      createdAt,
      sourceEventId: `bench-${i}`,
    };
  });
  await insertAll(db, 'notifications', admin);
  const own = Array.from({ length: counts.notifications - adminCount }, (_, i) => {
    const listing = listings[drawListing()]!;
    const read = random() < 0.7;
    const createdAt = spreadDate(now, i, counts.notifications - adminCount, 90);
    return {
      recipientId: people.all[drawPerson()]!.id,
      type: userTypes[i % userTypes.length],
      title: `Your notice ${i}`,
      message: `About ${listing.title}`,
      data: { propertyId: listing.id },
      template: { key: 'OwnerBookingRequested', params: { title: listing.title, amount: 5_000 } },
      read,
      ...(read && { readAt: createdAt }),
      createdAt,
      sourceKey: `bench-${i}`,
    };
  });
  await insertAll(db, 'user_notifications', own);
  const inquiries = Array.from({ length: counts.inquiries }, (_, i) => {
    const listing = listings[drawListing()]!;
    return {
      message: `Is ${listing.title} still available? (${i})`,
      mobileNumber: `8${String(100_000_000 + i)}`,
      createdAt: spreadDate(now, i, counts.inquiries, 180),
      propertyId: listing.id,
      propertyTitle: listing.title,
      ownerId: listing.ownerId,
      askedBy: people.all[drawPerson()]!.id,
      ...outbox,
    };
  });
  await insertAll(db, 'inquiries', inquiries);
}
