import type mongoose from 'mongoose';
import { type Booking, type Listing, listingOf } from './seed-market';
import type { People, Person } from './seed-people';
import type { Counts } from './plan';

/**
 * BENCH_KEEP_DB=1: the seeded databases stay (named by the scale) with a marker written once the
 * seeding finished; the next run at that scale reads the market back instead of seeding it
 * (one scan of each collection), including what earlier runs' writes changed.
 */

type Db = mongoose.mongo.Db;
const MARKER = 'bench_scale_seeded';

export const markSeeded = (auth: Db, counts: Counts, seedS: number) =>
  auth.collection(MARKER).insertOne({ _id: 'done' as never, counts, seedS, at: new Date() });

export async function readKept(
  dbOf: (service: string) => Db,
): Promise<{ people: People; listings: Listing[]; bookings: Booking[]; seedS: number } | null> {
  const marker = await dbOf('auth')
    .collection(MARKER)
    .findOne({ _id: 'done' as never });
  if (!marker) return null;
  const users = await dbOf('auth')
    .collection('users')
    .find(
      { email: /^scale\.\d+@bench\.local$/ },
      { projection: { email: 1, name: 1, role: 1, dealer: 1 } },
    )
    .toArray();
  const all: Person[] = users
    .map((u) => ({
      index: Number(/^scale\.(\d+)@/.exec(u.email as string)![1]),
      person: {
        id: String(u._id),
        email: u.email as string,
        name: u.name as string,
        role: u.role as Person['role'],
        ...(u.dealer && { code: (u.dealer as { referralCode: string }).referralCode }),
      },
    }))
    .sort((a, b) => a.index - b.index)
    .map((u) => u.person);
  const counts = marker.counts as Counts;
  const owners = Math.max(1, Math.round(counts.listings / 5));
  const listings = (await dbOf('listings').collection('properties').find({}).toArray()).map(
    listingOf,
  );
  const bookings = (
    await dbOf('bookings')
      .collection('bookings')
      .find(
        {},
        {
          projection: { userId: 1, propertyId: 1, status: 1, dealerCode: 1, 'property.ownerId': 1 },
        },
      )
      .toArray()
  ).map((doc) => ({
    id: String(doc._id),
    userId: doc.userId as string,
    propertyId: doc.propertyId as string,
    ownerId: (doc.property as { ownerId: string }).ownerId,
    status: doc.status as string,
    dealerCode: doc.dealerCode as string | undefined,
  }));
  return {
    people: {
      all,
      dealers: all.slice(0, counts.dealers),
      owners: all.slice(counts.dealers, counts.dealers + owners),
    },
    listings,
    bookings,
    seedS: marker.seedS as number,
  };
}
