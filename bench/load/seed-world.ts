import type mongoose from 'mongoose';
import { drawSamplePhoto } from '../../services/listings/src/data-access/sample-photos';
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
async function eachLimited<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>) {
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

/** Waits until bookings' projections (fed by events) hold every pool listing and dealer code. */
const untilBookingsKnow = (db: mongoose.mongo.Db, bookable: string[], codes: string[]) =>
  waitFor(
    async () => {
      const [properties, dealerCodes] = await Promise.all([
        db
          .collection<{ _id: string; status: string }>('booking_properties')
          .countDocuments({ _id: { $in: bookable }, status: 'FREE' }),
        db.collection<{ _id: string }>('dealer_codes').countDocuments({ _id: { $in: codes } }),
      ]);
      if (properties < bookable.length || dealerCodes < codes.length)
        throw new Error(
          `bookings knows ${properties}/${bookable.length} listings, ${dealerCodes}/${codes.length} codes`,
        );
    },
    { timeoutMs: 180_000, intervalMs: 500 },
  );

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

  let started = performance.now();
  const users = await eachLimited(
    Array.from({ length: options.users }, (_, i) => i),
    4,
    async (i): Promise<LoadUser> => {
      const person = await createdByAdmin(admin, 'USER', `load user ${i}`);
      const { token } = await logIn(person);
      return { email: person.email, password: person.password, token, listingIds: [] };
    },
  );
  options.log(`${users.length} users created and signed in in ${secondsSince(started)}`);

  started = performance.now();
  const dealerCodes = await eachLimited(users.slice(-options.dealers), 2, async (user) => {
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
    await eachLimited(users.slice(0, options.owners), 2, async (owner) => {
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

  await untilBookingsKnow(options.bookingsDb, bookable, dealerCodes);
  options.log(
    `${dealerCodes.length} dealers approved, ${bookable.length} listings made through the API and known to bookings in ${secondsSince(started)}`,
  );
  return {
    listingIds: [...options.seededListingIds, ...bookable],
    users,
    bookable,
    dealerCodes,
    booked: new Set(),
    jpeg,
  };
}

const secondsSince = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;
