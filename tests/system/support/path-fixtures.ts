import { waitFor, photoJpeg } from '@ghar/testing';
import { inject } from 'vitest';
import { openListings, uniqueTag } from '../../support/stack-listings';
import type { ApiOperation } from './api-document';
import { freshBooking } from './booking-form';
import { createdByAdmin, type Caller } from './callers';
import { freshApplication, ownApplication } from './dealer-applications';
import { send } from './gateway-client';
import { listThroughGateway, rentFlatForm } from './listing-form';

export interface FixtureContext {
  admin: Caller;
  /** Whose resource it must be: for `owner-or-admin` routes, the signed-in user of the matrix. */
  owner: Caller;
}

/** Makes a fresh resource and answers the path params that name it. */
export type PathFixture = (context: FixtureContext) => Promise<Record<string, string>>;

const dataOf = <T>(answer: { status: number; text: string }, what: string): T => {
  if (answer.status >= 300)
    throw new Error(`${what} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return (JSON.parse(answer.text) as { data: T }).data;
};

const freshUser: PathFixture = async ({ admin }) => ({
  id: (await createdByAdmin(admin, 'USER', 'fixture')).id,
});

const lastSegment = (url: string) => url.split('/').pop() ?? '';

/** The signed-in caller's own account, as /api/auth/me shows it. */
const me = async (caller: Caller) =>
  dataOf<{ user: { aadhaarImage: string | null; profilePic: string | null } }>(
    await send({ method: 'get', path: '/api/auth/me', token: caller.token }),
    'GET /api/auth/me',
  ).user;

/**
 * A listing of the stack with photos. Listings cannot be created through the API yet (no POST
 * /api/properties, issue 10), so when the search shows none, one is written through the listings
 * domain's own create use case into the stack's database, as the browser tests do.
 */
const someListing = async () => {
  const search = async () =>
    dataOf<{ properties: { id: string; mediaUrls: string[] }[] }>(
      await send({ method: 'get', path: '/api/properties?limit=50' }),
      'GET /api/properties',
    ).properties.find((each) => each.mediaUrls.length > 0);
  const shown = await search();
  if (shown) return shown;
  const listings = await openListings(
    inject('mongoUrl'),
    inject('dbSuffix'),
    inject('stackEnv').UPLOADS_DIR ?? '',
  );
  try {
    await listings.create({ title: `Matrix fixture home ${uniqueTag()}` });
  } finally {
    await listings.close();
  }
  // The running service learns of it from its own outbox event, within a second or so.
  return waitFor(async () => (await search()) ?? false, { timeoutMs: 30_000 });
};

/** A RENT flat listed by `owner` through POST /api/properties (photo, registry image, fee proof). */
const listedBy = async (owner: Caller) =>
  listThroughGateway<{ id: string; registryImage: string[] }>(
    owner,
    await rentFlatForm({ title: `Matrix own flat ${uniqueTag()}` }),
  );

const ownListing: PathFixture = async ({ owner }) => ({ id: (await listedBy(owner)).id });

const ownBooking: PathFixture = async ({ admin, owner }) => ({
  id: (await freshBooking(admin, owner, `Matrix booked flat ${uniqueTag()}`)).id,
});

/**
 * One factory per path template of /api/docs that takes an id. A new route with a path param
 * needs its line here: the matrix fails, naming the template, until it has one.
 */
export const PATH_FIXTURES: Record<string, PathFixture> = {
  '/api/admin/users/{id}': freshUser,
  '/api/admin/users/{id}/password': freshUser,
  '/api/admin/users/{id}/block': freshUser,
  '/api/admin/users/{id}/unblock': freshUser,
  '/api/admin/users/{id}/profile-picture': freshUser,
  '/api/admin/users/{id}/aadhaar-image': freshUser,
  '/api/admin/users/{id}/aadhaar': freshUser,
  // The signed-in user's own PENDING booking of the admin's fresh flat (admin routes take it too).
  '/api/bookings/{id}': ownBooking,
  '/api/bookings/{id}/approve': ownBooking,
  '/api/bookings/{id}/reject': ownBooking,
  '/api/bookings/{id}/unbook': ownBooking,
  '/api/bookings/{id}/payment': ownBooking,
  '/uploads/bookings/documents/{fileName}': async (context) => {
    const booking = await freshBooking(
      context.admin,
      context.owner,
      `Matrix proof flat ${uniqueTag()}`,
    );
    return { fileName: lastSegment(booking.paymentProof) };
  },
  // The signed-in user's own dealer application (filed on first use); the admin's decisions
  // each take a fresh applicant's PENDING one.
  '/api/dealers/tree/{id}': async ({ owner }) => ({ id: (await ownApplication(owner)).id }),
  '/api/dealers/hierarchy/{id}': async ({ owner }) => ({ id: (await ownApplication(owner)).id }),
  '/api/dealers/stats/{id}': async ({ owner }) => ({ id: (await ownApplication(owner)).id }),
  '/api/admin/dealer-requests/{id}/approve': async ({ admin }) => ({
    id: await freshApplication(admin),
  }),
  '/api/admin/dealer-requests/{id}/reject': async ({ admin }) => ({
    id: await freshApplication(admin),
  }),
  // Public: a code nobody has answers 404, which is not a refusal.
  '/api/dealers/referral/{code}': async () => ({ code: 'NOSUCH22' }),
  '/api/inquiries/{id}': async () => {
    const inquiry = dataOf<{ id: string }>(
      await send({
        method: 'post',
        path: '/api/inquiries',
        json: { message: 'Is the flat still available?', mobileNumber: '9876543210' },
      }),
      'POST /api/inquiries',
    );
    return { id: inquiry.id };
  },
  '/api/notifications/{id}/read': async ({ admin }) => {
    // Every signup raises one (through Kafka), so the list fills soon after the callers exist.
    const id = await waitFor(async () => {
      const list = dataOf<{ notifications: { id: string }[] }>(
        await send({ method: 'get', path: '/api/notifications?limit=1', token: admin.token }),
        'GET /api/notifications',
      );
      return list.notifications[0]?.id;
    });
    return { id };
  },
  '/api/notifications/mine/{id}/read': async ({ admin, owner }) => {
    // The owner's own notice: booking a fresh listing tells them it was received (issue 27).
    await freshBooking(admin, owner, `Matrix notified flat ${uniqueTag()}`);
    const id = await waitFor(
      async () => {
        const list = dataOf<{ notifications: { id: string }[] }>(
          await send({
            method: 'get',
            path: '/api/notifications/mine?limit=1',
            token: owner.token,
          }),
          'GET /api/notifications/mine',
        );
        return list.notifications[0]?.id;
      },
      { timeoutMs: 30_000 },
    );
    return { id };
  },
  // Dead letters come only from Kafka, never from an API call: an id naming none answers the admin
  // 404 (not a refusal), and everyone else is refused before the id is looked at.
  '/api/admin/dead-letters/{id}': async () => ({ id: '665f0000000000000000dead' }),
  '/api/admin/dead-letters/{id}/replay': async () => ({ id: '665f0000000000000000dead' }),
  '/api/admin/dead-letters/{id}/discard': async () => ({ id: '665f0000000000000000dead' }),
  // PUT and DELETE are the owner's: a fresh listing of theirs each time (GET is anyone's).
  '/api/properties/{id}': ownListing,
  '/api/properties/{id}/confirm-available': ownListing,
  '/api/properties/{id}/fee-payment': ownListing,
  // The preview card is anyone's, of any listing.
  '/api/properties/{id}/og-image.jpg': async () => ({ id: (await someListing()).id }),
  // Similar homes are anyone's, of any listing.
  '/api/properties/{id}/similar': async () => ({ id: (await someListing()).id }),
  // Any signed-in caller ♥s any listing; the entry is the caller's own (issue 27 item 5).
  '/api/properties/{id}/shortlist': async () => ({ id: (await someListing()).id }),
  // The signed-in user's own saved search (issue 27 item 6); reused while it lasts, so the matrix
  // never meets the cap of saved searches per user.
  '/api/properties/saved-searches/{id}': async ({ owner }) => {
    const mine = dataOf<{ items: { id: string }[] }>(
      await send({ method: 'get', path: '/api/properties/saved-searches', token: owner.token }),
      'GET /api/properties/saved-searches',
    );
    if (mine.items[0]) return { id: mine.items[0].id };
    const made = dataOf<{ id: string }>(
      await send({
        method: 'post',
        path: '/api/properties/saved-searches',
        token: owner.token,
        json: { name: 'Matrix search', filters: { city: 'Jodhpur', bhk: '2' } },
      }),
      'POST /api/properties/saved-searches',
    );
    return { id: made.id };
  },
  // A listing's map position is anyone's, of any listing.
  '/api/properties/{id}/map-position': async () => ({ id: (await someListing()).id }),
  '/uploads/listings/photos/{fileName}': async () => {
    const photo = (await someListing()).mediaUrls[0];
    if (!photo)
      throw new Error('no listing with a photo to fetch /uploads/listings/photos/{fileName}');
    return { fileName: lastSegment(photo) };
  },
  '/uploads/listings/documents/{fileName}': async ({ owner }) => ({
    fileName: lastSegment((await listedBy(owner)).registryImage[0] ?? ''),
  }),
  '/uploads/auth/aadhaar/{fileName}': async ({ owner }) => {
    const url = (await me(owner)).aadhaarImage;
    if (!url) throw new Error(`${owner.name} has no Aadhaar image: sign them up with one`);
    return { fileName: lastSegment(url) };
  },
  '/uploads/auth/profile/{fileName}': async ({ admin }) => {
    const { id } = await createdByAdmin(admin, 'USER', 'picture');
    const form = new FormData();
    form.set('profilePic', new Blob([await photoJpeg()], { type: 'image/jpeg' }), 'me.jpg');
    const answer = await send({
      method: 'post',
      path: `/api/admin/users/${id}/profile-picture`,
      token: admin.token,
      form,
    });
    return {
      fileName: lastSegment(
        dataOf<{ user: { profilePic: string } }>(answer, 'profile picture upload').user.profilePic,
      ),
    };
  },
};

/** The fixture for an operation, or an error telling the developer to add one. */
export function fixtureFor(op: ApiOperation): PathFixture | undefined {
  if (op.pathParams.length === 0) return undefined;
  const fixture = PATH_FIXTURES[op.path];
  if (!fixture) {
    throw new Error(
      `${op.method.toUpperCase()} ${op.path} takes ${op.pathParams.map((p) => `{${p.name}}`).join(', ')} ` +
        `but has no fixture factory: add one for '${op.path}' to tests/system/support/path-fixtures.ts ` +
        `(it makes a fresh resource${op.access === 'owner-or-admin' ? ' owned by context.owner' : ''} and returns its params).`,
    );
  }
  return fixture;
}
