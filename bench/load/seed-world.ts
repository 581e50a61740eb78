import type mongoose from 'mongoose';
import { drawSamplePhoto } from '../../services/listings/src/index';
import { waitFor } from '../../packages/testing/src/wait-for';
import { multipartForm, rentFlatFields } from '../../packages/testing/src/fixtures/listing-form';
import { createdByAdmin, logIn, type Caller } from '../../tests/system/support/callers';
import { applyDealer } from '../../tests/system/support/dealer-applications';
import { send } from '../../tests/system/support/gateway-client';
import type { LoadUser, World } from './request-mix';

/**
 * The people and API-made listings of a load run, through the gateway with the system tests'
 * helpers (they read the gateway's URL from GHAR_BASE_URL): accounts the admin creates, approved
 * dealers, and FREE listings that bookings' projection learns of from listings.events.
 */

/** Runs `task` over `items`, `limit` at a time (bcrypt makes each account a few CPU ms). */
export async function eachLimited<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const dataOf = <T>(answer: { status: number; text: string }, what: string, want = 200): T => {
  if (answer.status !== want)
    throw new Error(`${what} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return (JSON.parse(answer.text) as { data: T }).data;
};

/** The pool listings (FREE) and dealer codes bookings' projections hold, fed by events. */
async function knownToBookings(db: mongoose.mongo.Db, bookable: string[], codes: string[]) {
  const [properties, dealerCodes] = await Promise.all([
    db
      .collection<{ _id: string; status: string }>('booking_properties')
      .find({ _id: { $in: bookable }, status: 'FREE' }, { projection: { _id: 1 } })
      .toArray(),
    db
      .collection<{ _id: string }>('dealer_codes')
      .find({ _id: { $in: codes } }, { projection: { _id: 1 } })
      .toArray(),
  ]);
  return { bookable: properties.map((p) => p._id), codes: dealerCodes.map((c) => c._id) };
}

/**
 * Waits (bounded) for bookings to catch up with the pool; on a machine too busy for all of it in
 * time, the run books only what bookings knows, so a booking's 404 is never the bench's doing.
 */
async function untilBookingsKnow(db: mongoose.mongo.Db, bookable: string[], codes: string[]) {
  const all = () =>
    knownToBookings(db, bookable, codes).then(
      (known) => known.bookable.length === bookable.length && known.codes.length === codes.length,
    );
  await waitFor(all, { timeoutMs: 120_000, intervalMs: 1_000 }).catch(() => undefined);
  const known = await knownToBookings(db, bookable, codes);
  if (known.bookable.length === 0) throw new Error('bookings knows none of the pool listings');
  return known;
}

export async function seedWorld(options: {
  admin: { email: string; password: string };
  users: number;
  /** How many users list through the API, two listings each: the bookable pool. */
  owners: number;
  dealers: number;
  seededListingIds: string[];
  /** The stack's bookings database, to see when its projections have caught up. */
  bookingsDb: mongoose.mongo.Db;
  log: (line: string) => void;
}): Promise<World> {
  const admin: Caller = { name: 'admin', ...(await logIn(options.admin)) };
  const jpeg = await drawSamplePhoto(1414, 'facade');

  const makeUsers = (from: number, count: number) =>
    eachLimited(
      Array.from({ length: count }, (_, i) => from + i),
      4,
      async (i): Promise<LoadUser> => {
        const person = await createdByAdmin(admin, 'USER', `load user ${i}`);
        const { token } = await logIn(person);
        return { email: person.email, password: person.password, token, listingIds: [] };
      },
    );
  // Owners and dealers first: every account is an event each service consumes, and bookings
  // must have caught up with the pool's listings and codes before the run starts.
  let started = performance.now();
  const sellers = await makeUsers(0, options.owners + options.dealers);
  const dealerCodes = await eachLimited(sellers.slice(-options.dealers), 2, async (user) => {
    // Dealers refuses a user it has not heard of yet (auth's UserRegistered on its way).
    const applied = await waitFor(
      async () =>
        dataOf<{ id: string; referralCode: string }>(
          await applyDealer({ name: 'user', token: user.token }),
          'apply-dealer',
          201,
        ),
      { timeoutMs: 60_000, intervalMs: 500 },
    );
    dataOf(
      await send({
        method: 'put',
        path: `/api/admin/dealer-requests/${applied.id}/approve`,
        token: admin.token,
      }),
      'dealer approval',
    );
    return applied.referralCode;
  });

  const photo = { content: jpeg, name: 'front.jpg', type: 'image/jpeg' };
  const bookable = (
    await eachLimited(sellers.slice(0, options.owners), 2, async (owner) => {
      const ids: string[] = [];
      for (const n of [1, 2]) {
        const form = multipartForm(rentFlatFields({ title: `Load test pool flat ${n}` }), [
          { field: 'mediaFiles', ...photo },
          { field: 'registryImage', ...photo, name: 'registry.jpg' },
          { field: 'listingFeeProof', ...photo, name: 'upi.jpg' },
        ]);
        const listing = dataOf<{ id: string }>(
          await send({ method: 'post', path: '/api/properties', token: owner.token, form }),
          'POST /api/properties',
          201,
        );
        ids.push(listing.id);
      }
      owner.listingIds.push(...ids);
      return ids;
    })
  ).flat();

  const known = await untilBookingsKnow(options.bookingsDb, bookable, dealerCodes);
  options.log(
    `${sellers.length} owners and dealers; bookings knows ${known.codes.length} of ${dealerCodes.length} dealer codes and ${known.bookable.length} of ${bookable.length} listings made through the API, after ${secondsSince(started)}`,
  );
  started = performance.now();
  // Not the dealers: auth ends their sessions when they become DEALER (sign in again for the role).
  const owners = sellers.slice(0, options.owners);
  const users = [...owners, ...(await makeUsers(sellers.length, options.users - owners.length))];
  // The stages start once the services have consumed the accounts' events (bookings stands for
  // them all), so stage 1 does not pay for the seeding; a machine too slow for that goes on.
  await waitFor(
    async () =>
      (await options.bookingsDb.collection('booking_users').countDocuments()) >= users.length,
    { timeoutMs: 60_000, intervalMs: 1_000 },
  ).catch(() => options.log('bookings had not consumed every account after 60 s; going on'));
  options.log(`${users.length} users created and signed in in ${secondsSince(started)}`);
  return {
    listingIds: [...options.seededListingIds, ...bookable],
    users,
    bookable: known.bookable,
    dealerCodes: known.codes,
    booked: new Set(),
    jpeg,
  };
}

const secondsSince = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;
