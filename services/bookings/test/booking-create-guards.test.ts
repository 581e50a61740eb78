import { ERROR_MESSAGES as E } from '@ghar/contracts/texts';
import { startTestService } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsService } from '../src/build-service';
import { OPEN_BOOKING_GRACE_MS } from '../src/domain/claim-open-booking';
import { book, newId, seedProperty, type BookingsInstance } from './booking-fixtures';
import { ownerView, startFakeListings } from './fake-listings';

let listings: Awaited<ReturnType<typeof startFakeListings>>;
let service: BookingsInstance;
beforeAll(async () => {
  listings = await startFakeListings();
  service = (await startTestService(bookingsService, {
    env: { LISTINGS_URL: listings.url },
  })) as unknown as BookingsInstance;
});
afterAll(async () => {
  await service?.close();
  await listings?.close();
});

const deps = () => service.built.bookings;
const note = () => `GHAR-BK-${newId().slice(0, 10).toUpperCase()}`;

describe('POST /bookings/create: one UPI note, one property (issue 23 item 13)', () => {
  it('when a UPI note already made a booking of another property, then 409 with its text, and the retry for the first property still answers that booking', async () => {
    const { user } = service.identities;
    const [first, second] = [await seedProperty(deps()), await seedProperty(deps())];
    const upiReference = note();
    const made = await book(service, user, { propertyId: first.id, upiReference });
    expect(made.status).toBe(201);

    const reused = await book(service, user, { propertyId: second.id, upiReference });
    expect([reused.status, reused.body.error]).toEqual([409, E.upiNoteUsedForOtherProperty]);
    expect(await deps().bookings.pendingOf(second.id, 100)).toEqual([]);

    const retried = await book(service, user, { propertyId: first.id, upiReference });
    expect([retried.status, retried.body.data.id]).toEqual([201, made.body.data.id]);
  });

  it('when one note is sent for two properties at once, then one booking is made, the other is refused, and the other property stays bookable', async () => {
    const { user } = service.identities;
    const [first, second] = [await seedProperty(deps()), await seedProperty(deps())];
    const upiReference = note();
    const answers = await Promise.all([
      book(service, user, { propertyId: first.id, upiReference }),
      book(service, user, { propertyId: second.id, upiReference }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const refused = answers[0].status === 409 ? first : second;
    const later = await book(service, user, { propertyId: refused.id, upiReference: note() });
    expect(later.status).toBe(201);
  });
});

describe('POST /bookings/create: one PENDING booking per user and property (issue 23 item 14)', () => {
  it('when the user already has a PENDING booking of the property, then 409 with the pending text; another user still books it', async () => {
    const { user, otherUser } = service.identities;
    const property = await seedProperty(deps());
    const first = await book(service, user, { propertyId: property.id, upiReference: note() });
    expect(first.status).toBe(201);

    const again = await book(service, user, { propertyId: property.id, upiReference: note() });
    expect([again.status, again.body.error]).toEqual([409, E.pendingBookingExists]);
    const noNote = await book(service, user, { propertyId: property.id });
    expect([noNote.status, noNote.body.error]).toEqual([409, E.pendingBookingExists]);

    const theirs = await book(service, otherUser, { propertyId: property.id });
    expect(theirs.status).toBe(201);
    expect((await deps().bookings.pendingOf(property.id, 100)).map((b) => b.userId).sort()).toEqual(
      [user.userId, otherUser.userId].sort(),
    );
  });

  it('when the same user sends several creates for one property at once, then exactly one booking is made', async () => {
    const { user } = service.identities;
    const property = await seedProperty(deps());
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        book(service, user, { propertyId: property.id, upiReference: note() }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409]);
    expect(answers.filter((res) => res.status === 409).map((res) => res.body.error)).toEqual([
      E.pendingBookingExists,
      E.pendingBookingExists,
      E.pendingBookingExists,
    ]);
    expect(await deps().bookings.pendingOf(property.id, 100)).toHaveLength(1);
  });

  it('when a guard names a booking that was never stored, then it holds during a create in flight and is free after the grace period', async () => {
    const { user } = service.identities;
    const [inFlight, cutShort] = [await seedProperty(deps()), await seedProperty(deps())];
    const now = Date.now();
    await deps().openBookings.claim(user.userId, inFlight.id, newId(), new Date(now));
    const gone = new Date(now - OPEN_BOOKING_GRACE_MS - 1_000);
    await deps().openBookings.claim(user.userId, cutShort.id, newId(), gone);

    const refused = await book(service, user, { propertyId: inFlight.id });
    expect([refused.status, refused.body.error]).toEqual([409, E.pendingBookingExists]);
    expect((await book(service, user, { propertyId: cutShort.id })).status).toBe(201);
  });

  it('when the pending booking was rejected, then the user may book the property again', async () => {
    const { user, admin } = service.identities;
    const property = await seedProperty(deps());
    const first = await book(service, user, { propertyId: property.id, upiReference: note() });
    const rejected = await service.call('PUT', `/bookings/${first.body.data.id}/reject`, {
      as: admin,
    });
    expect(rejected.status).toBe(200);
    const again = await book(service, user, { propertyId: property.id, upiReference: note() });
    expect(again.status).toBe(201);
    expect(again.body.data.id).not.toBe(first.body.data.id);
  });
});

describe('POST /bookings/create: a listing the projection has not heard of yet (issue 23 item 15)', () => {
  it('when listings has the FREE listing, then it is booked with its amount and owner, asked once with a signed call', async () => {
    const listing = listings.add(ownerView({ perMonthCharges: 11_000 }));
    const res = await book(service, service.identities.user, { propertyId: listing.id });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      propertyId: listing.id,
      amount: 11_000,
      property: { title: listing.title },
    });
    expect((await deps().bookings.findById(res.body.data.id))?.property.ownerId).toBe(
      listing.ownerId,
    );
    expect(listings.asked.filter((call) => call.id === listing.id)).toHaveLength(1);
    // Never written into the projection: listings.events keep it, by their versions.
    expect(await deps().properties.find(listing.id)).toBeNull();
  });

  it("when listings does not have it, has it BOOKED, or it is the caller's own, then 404, 409 and 403 as for a known one", async () => {
    const { user } = service.identities;
    const booked = listings.add(ownerView({ status: 'BOOKED' }));
    const own = listings.add(ownerView({ ownerId: user.userId }));
    const answers = await Promise.all([
      book(service, user, { propertyId: newId() }),
      book(service, user, { propertyId: booked.id }),
      book(service, user, { propertyId: own.id }),
      book(service, user, { propertyId: '../admin' }),
    ]);
    expect(answers.map((res) => [res.status, res.body.error])).toEqual([
      [404, E.propertyNotFound],
      [409, E.propertyAlreadyBooked],
      [403, E.ownPropertyBooking],
      [404, E.propertyNotFound],
    ]);
    expect(listings.asked.some((call) => call.id.includes('admin'))).toBe(false);
  });

  it('when listings fails, then 503 with the spec text instead of a false "not found"', async () => {
    const listing = listings.add(ownerView());
    listings.failWith500(true);
    try {
      const res = await book(service, service.identities.user, { propertyId: listing.id });
      expect([res.status, res.body.error]).toEqual([503, E.serviceUnavailable]);
    } finally {
      listings.failWith500(false);
    }
  });
});
