import { randomBytes } from 'node:crypto';
import { istWeekKey } from '@ghar/platform';
import mongoose from 'mongoose';
import { listingTallyOf, movesBetween } from '../../services/listings/src/index';
import { insertSampleListings } from '../load/listing-documents';
import { insertAll, type People } from './seed-people';
import { type Counts, skewedIndex, spreadDate } from './plan';

/**
 * Listings (the sample market, photos' records included, drawn over the owners with a skew) and
 * bookings, with every copy other services keep of them: bookings' and notifications' copies of
 * the listings, listings' copy of the bookings, the locks and open-booking claims, and the
 * counters (listings' and bookings') as their start-up passes would leave them. Those passes read
 * a page of 100 by `{_id: {$gt}}` (and listings' writes each tally guarded by a non-`_id`
 * filter); the embedded FerretDB scans the collection for each, so they would take hours here.
 */

type Db = mongoose.mongo.Db;
export interface Listing {
  id: string;
  ownerId: string;
  title: string;
  status: 'FREE' | 'BOOKED' | 'SOLD';
  action: string;
  city: string;
  type: string;
}
export interface Booking {
  id: string;
  userId: string;
  propertyId: string;
  ownerId: string;
  status: string;
  dealerCode?: string;
}

/** Moves with dotted paths (`weeks.2026-W47.RENT`) as the nested document `$inc` builds. */
export function nestMoves(moves: Record<string, number>): Record<string, unknown> {
  const doc: Record<string, unknown> = {};
  for (const [path, by] of Object.entries(moves)) {
    const keys = path.split('.');
    let at = doc;
    for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
    const last = keys.at(-1)!;
    at[last] = ((at[last] as number | undefined) ?? 0) + by;
  }
  return doc;
}

export async function seedListings(
  dbOf: (service: string) => Db,
  people: People,
  counts: Counts,
  random: () => number,
): Promise<Listing[]> {
  const drawOwner = skewedIndex(people.owners.length, random);
  const ownerIds = Array.from({ length: counts.listings }, () => people.owners[drawOwner()]!.id);
  const db = dbOf('listings');
  await insertSampleListings(db, { count: counts.listings, ownerIds });
  // Read back once (one scan) to copy what was stored to the other services.
  const stored = await db.collection('properties').find({}).toArray();
  const moves: Record<string, number> = {};
  const tallies = stored.map((doc) => {
    const tally = listingTallyOf(doc as never);
    for (const [field, by] of Object.entries(movesBetween(null, tally)))
      moves[field] = (moves[field] ?? 0) + by;
    return { _id: String(doc._id), epoch: 'bench-scale', version: doc.version as number, tally };
  });
  await db.collection('listing_tallies').insertMany(tallies as never[]);
  // The seeded listings keep no private files (no registry or other documents): listings' record
  // of who keeps each is complete, so its start-up backfill (100 a page by `{_id: {$gt}}`) is done.
  await db
    .collection('listing_documents')
    .insertOne({ _id: '#backfilled' as never, propertyId: '' });
  await db.collection('listing_counters').insertOne({
    _id: 'listings' as never,
    epoch: 'bench-scale',
    complete: true,
    applied: [],
    ...nestMoves(moves),
  });
  const copies = stored.map((doc) => ({
    _id: String(doc._id) as never,
    title: doc.title as string,
    action: doc.action as string,
    status: doc.status as string,
    city: doc.city as string,
    state: doc.state as string,
    locality: doc.locality as string | undefined,
    location: doc.location as string | undefined,
    price: doc.price as number | undefined,
    perMonthCharges: doc.perMonthCharges as number | undefined,
    leaseDuration: doc.leaseDuration as number | undefined,
    bookingCharges: doc.bookingCharges as number | undefined,
    mediaUrls: (doc.media as { medium: { jpeg: string } }[]).map((m) => m.medium.jpeg),
    ownerId: doc.ownerId as string,
    ownerName: doc.ownerName as string,
    version: doc.version as number,
    deleted: false,
  }));
  await dbOf('bookings').collection('booking_properties').insertMany(copies);
  await dbOf('notifications')
    .collection('listing_owners')
    .insertMany(
      copies.map((c) => ({
        _id: c._id,
        ownerId: c.ownerId,
        title: c.title,
        version: c.version,
        deleted: false,
      })),
    );
  return stored.map(listingOf);
}

/** What the bench keeps of a stored listing (also read back from a kept database). */
export const listingOf = (doc: mongoose.mongo.WithId<mongoose.mongo.Document>): Listing => ({
  id: String(doc._id),
  ownerId: doc.ownerId as string,
  title: doc.title as string,
  status: doc.status as Listing['status'],
  action: doc.action as string,
  city: doc.city as string,
  type: doc.type as string,
});

/** Which status each booking gets: PENDING first, one CONFIRMED per taken listing, then closed. */
export function bookingStatuses(total: number, pending: number, taken: number): string[] {
  const confirmed = Math.min(taken, total - pending);
  return Array.from({ length: total }, (_, i) =>
    i < pending
      ? 'PENDING'
      : i < pending + confirmed
        ? 'CONFIRMED'
        : i % 2
          ? 'CANCELLED'
          : 'EXPIRED',
  );
}

export async function seedBookings(
  dbOf: (service: string) => Db,
  people: People,
  listings: Listing[],
  counts: Counts,
  random: () => number,
  now: Date,
): Promise<Booking[]> {
  const free = listings.filter((l) => l.status === 'FREE');
  const taken = listings.filter((l) => l.status !== 'FREE');
  const statuses = bookingStatuses(counts.bookings, counts.pendingBookings, taken.length);
  const drawUser = skewedIndex(people.all.length, random);
  const drawFree = skewedIndex(free.length, random);
  const drawAny = skewedIndex(listings.length, random);
  const copies = await dbOf('bookings').collection('booking_properties').find({}).toArray();
  const copyOf = new Map(copies.map((c) => [String(c._id), c]));
  const claimed = new Set<string>();
  const docs: Record<string, unknown>[] = [];
  const bookings: Booking[] = [];
  let confirmedAt = 0;
  for (const [i, status] of statuses.entries()) {
    let user = people.all[drawUser()]!;
    let listing =
      status === 'PENDING'
        ? free[drawFree()]!
        : status === 'CONFIRMED'
          ? taken[confirmedAt++]!
          : listings[drawAny()]!;
    // PENDING ones are under 48 h old (the expiry sweep takes them at 72 h). One open booking
    // per person and listing (bookings' open_bookings claim).
    for (
      let tries = 0;
      status === 'PENDING' && claimed.has(`${user.id}:${listing.id}`) && tries < 50;
      tries += 1
    ) {
      user = people.all[drawUser()]!;
      listing = free[drawFree()]!;
    }
    claimed.add(`${user.id}:${listing.id}`);
    const { _id: _, version: __, deleted: ___, ...property } = copyOf.get(listing.id)!;
    const createdAt =
      status === 'PENDING'
        ? new Date(now.getTime() - random() * 48 * 3_600_000)
        : spreadDate(now, i, statuses.length, 180);
    const dealerCode =
      random() < 0.3
        ? people.dealers[Math.floor(random() * people.dealers.length)]!.code
        : undefined;
    const id = new mongoose.Types.ObjectId().toHexString();
    const step = (kind: string, s: string, at: Date, note: string) => ({
      kind,
      status: s,
      at,
      by: user.id,
      note,
    });
    const history = [step('created', 'PENDING', createdAt, 'Booking requested')];
    if (status !== 'PENDING')
      history.push(
        step(
          status === 'CONFIRMED' ? 'approved' : 'cancelled',
          status,
          createdAt,
          `Booking ${status.toLowerCase()}`,
        ),
      );
    docs.push({
      _id: id,
      propertyId: listing.id,
      property: { ...property, id: listing.id },
      userId: user.id,
      userEmail: user.email,
      userName: user.name,
      status,
      amount: (property.bookingCharges as number | undefined) ?? 5_000,
      ...(dealerCode && { dealerCode }),
      paymentRef: `UTR${String(100_000_000 + i)}`,
      paymentProof: `/uploads/bookings/proofs/${randomBytes(16).toString('hex')}.jpg`,
      ...(status === 'CONFIRMED' && { paymentConfirmedAt: createdAt }),
      createdAt,
      updatedAt: createdAt,
      history,
      pendingEvents: [],
      hasPendingEvents: false,
      outboxVersion: 0,
    });
    bookings.push({
      id,
      userId: user.id,
      propertyId: listing.id,
      ownerId: listing.ownerId,
      status,
      dealerCode,
    });
  }
  const db = dbOf('bookings');
  await insertAll(db, 'bookings', docs);
  const open = bookings.filter((b) => b.status === 'PENDING' || b.status === 'CONFIRMED');
  if (open.length) {
    await db
      .collection('open_bookings')
      .insertMany(
        open.map((b) => ({
          _id: `${b.userId}:${b.propertyId}` as never,
          bookingId: b.id,
          at: now,
        })),
        { ordered: false },
      )
      .catch(() => undefined); // a rare repeated pair keeps its first claim
  }
  const confirmed = bookings.filter((b) => b.status === 'CONFIRMED');
  if (confirmed.length)
    await db
      .collection('property_locks')
      .insertMany(
        confirmed.map((b) => ({ _id: b.propertyId as never, confirmedBookingId: b.id, at: now })),
      );
  // bookings' tallies: overall and per IST week, counts and paise by status.
  const sums = new Map<string, { count: Record<string, number>; paise: Record<string, number> }>();
  for (const doc of docs) {
    for (const key of ['all', `week:${istWeekKey(doc.createdAt as Date)}`]) {
      const sum = sums.get(key) ?? { count: {}, paise: {} };
      const s = doc.status as string;
      sum.count[s] = (sum.count[s] ?? 0) + 1;
      sum.paise[s] = (sum.paise[s] ?? 0) + Math.round((doc.amount as number) * 100);
      sums.set(key, sum);
    }
  }
  await db
    .collection('booking_tallies')
    .insertMany([...sums].map(([key, sum]) => ({ _id: key as never, ...sum })));
  const stage: Record<string, number> = { PENDING: 0, CONFIRMED: 1, CANCELLED: 2, EXPIRED: 2 };
  await dbOf('listings')
    .collection('property_bookings')
    .insertMany(
      bookings.map((b) => ({
        propertyId: b.propertyId,
        bookingId: b.id,
        status: b.status,
        stage: stage[b.status],
      })),
    );
  return bookings;
}
