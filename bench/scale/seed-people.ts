import argon2 from 'argon2';
import mongoose from 'mongoose';
import type { Counts } from './plan';
import { spreadDate } from './plan';

/**
 * The district's people, straight into each service's own collections in their stored shapes:
 * auth's accounts (one password hash for all, so seeding is not hashing-bound) and the copies
 * bookings, dealers and notifications keep of them, which in a live market come from auth's
 * UserRegistered events. Auth's `user_counters` is written as its rebuild would leave it: the
 * rebuild reads the accounts a page of 100 at a time by `{_id: {$gt}}`, which the embedded
 * FerretDB cannot push into SQL, so at 50,000 accounts it would re-read the collection 500 times.
 */

export const PASSWORD = 'Ghar@Scale2026';
/** auth's argon2id options (services/auth/src/data-access/password-hasher.ts). */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const BATCH = 2_000;

export interface Person {
  id: string;
  email: string;
  name: string;
  role: 'USER' | 'DEALER';
  /** The dealer's referral code (dealers only). */
  code?: string;
}

export interface People {
  all: Person[];
  /** The first `counts.dealers` people, in the tree's order. */
  dealers: Person[];
  /** People who list: listings are drawn over them with a skew. */
  owners: Person[];
}

/** A dealer's code from its index: 8 characters of the service's alphabet, `SC` first. */
export const referralCodeOf = (i: number) => {
  let code = '';
  for (let n = i, k = 0; k < 6; k += 1, n = Math.floor(n / 32)) code = CODE_ALPHABET[n % 32] + code;
  return `SC${code}`;
};

const outbox = { pendingEvents: [], hasPendingEvents: false, outboxVersion: 0 };
const mobileOf = (i: number) => `9${String(100_000_000 + i).padStart(9, '0')}`;

/** Inserts in batches of 2,000 (one insertMany a batch: the fastest way into FerretDB). */
export async function insertAll(db: mongoose.mongo.Db, collection: string, docs: object[]) {
  for (let at = 0; at < docs.length; at += BATCH)
    await db.collection(collection).insertMany(docs.slice(at, at + BATCH) as never[]);
}

export async function seedPeople(
  dbOf: (service: string) => mongoose.mongo.Db,
  counts: Counts,
  now: Date,
): Promise<People> {
  const passwordHash = await argon2.hash(PASSWORD, HASH_OPTIONS);
  const owners = Math.max(1, Math.round(counts.listings / 5));
  const all: Person[] = [];
  const authDocs: Record<string, unknown>[] = [];
  const tally = {
    live: 0,
    byRole: {} as Record<string, number>,
    createdOn: {} as Record<string, number>,
  };
  for (let i = 0; i < counts.users; i += 1) {
    const dealer = i < counts.dealers;
    const person: Person = {
      id: new mongoose.Types.ObjectId().toHexString(),
      email: `scale.${i}@bench.local`,
      name: `Scale Person ${i}`,
      role: dealer ? 'DEALER' : 'USER',
      ...(dealer && { code: referralCodeOf(i) }),
    };
    all.push(person);
    const createdAt = spreadDate(now, i, counts.users, 365);
    authDocs.push({
      _id: new mongoose.Types.ObjectId(person.id),
      email: person.email,
      name: person.name,
      mobile: mobileOf(i),
      role: person.role,
      status: 'ACTIVE',
      passwordHash,
      passwordChangedAt: createdAt,
      ...(dealer && {
        dealer: { referralCode: person.code, status: 'APPROVED', decidedAt: createdAt },
      }),
      language: 'en',
      revision: 0,
      createdAt,
      updatedAt: createdAt,
      ...outbox,
    });
    const day = createdAt.toISOString().slice(0, 10);
    tally.live += 1;
    tally.byRole[person.role] = (tally.byRole[person.role] ?? 0) + 1;
    tally.createdOn[day] = (tally.createdOn[day] ?? 0) + 1;
  }
  const auth = dbOf('auth');
  await insertAll(auth, 'users', authDocs);
  await auth.collection('user_counters').insertOne({ _id: 'users' as never, blocked: 0, ...tally });

  const copies = all.map((p, i) => ({
    _id: p.id as never,
    name: p.name,
    email: p.email,
    mobile: mobileOf(i),
  }));
  await insertAll(dbOf('bookings'), 'booking_users', copies);
  await insertAll(
    dbOf('notifications'),
    'user_contacts',
    copies.map((c) => ({ ...c, language: 'en' })),
  );
  const dealerCopies = all.map((p) => ({
    _id: p.id as never,
    name: p.name,
    email: p.email,
    role: p.role,
    status: 'ACTIVE',
    at: now,
    deleted: false,
  }));
  await insertAll(dbOf('dealers'), 'dealer_users', dealerCopies);
  const dealers = all.slice(0, counts.dealers);
  // bookings checks a typed code against its copy of the approved codes.
  await insertAll(
    dbOf('bookings'),
    'dealer_codes',
    dealers.map((d) => ({ _id: d.code, approvedAt: now, userId: d.id })),
  );
  return { all, dealers, owners: all.slice(counts.dealers, counts.dealers + owners) };
}
