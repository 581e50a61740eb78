import { readdir } from 'node:fs/promises';
import type { EventEnvelope } from '@ghar/contracts/events';
import { ERROR_MESSAGES as E, VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import { buildEvent } from '@ghar/platform';
import { startTestService, waitFor } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsService } from '../src/build-service';
import { book, newId, seedProperty, type BookingsInstance } from './booking-fixtures';
import { startFakeListings } from './fake-listings';

let listings: Awaited<ReturnType<typeof startFakeListings>>;
let service: BookingsInstance;
beforeAll(async () => {
  // Listings knows nothing here: an id the projection lacks is unknown there too.
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
const filesLeft = async () =>
  (await readdir(service.uploadsDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
const eventOf = (events: EventEnvelope[], type: string, bookingId: string) =>
  events.find((event) => event.type === type && event.subject === bookingId);

describe('POST /bookings/create', () => {
  it('when a user books a FREE RENT flat with a proof, then a PENDING booking with the amount, timeline and deadline is kept and BookingCreated published', async () => {
    const { user } = service.identities;
    const property = await seedProperty(deps(), { perMonthCharges: 18_500 });
    const res = await book(service, user, { propertyId: property.id });
    expect(res.status).toBe(201);
    const booking = res.body.data;
    expect(booking).toMatchObject({
      propertyId: property.id,
      status: 'PENDING',
      amount: 18_500,
      bookingCharges: 18_500,
      paymentRef: 'UTR12345678',
      user: { id: user.userId, email: user.email },
      property: { title: property.title, status: 'FREE' },
    });
    expect(booking.dealerCode).toBeUndefined();
    expect(booking.paymentProof).toMatch(/^\/uploads\/bookings\/documents\/[a-f0-9]{32}\.jpg$/);
    expect(booking.history).toEqual([
      expect.objectContaining({
        kind: 'created',
        status: 'PENDING',
        by: user.userId,
        note: 'created: ₹18500, reference UTR12345678',
      }),
    ]);
    expect(new Date(booking.decideBy).getTime() - new Date(booking.createdAt).getTime()).toBe(
      72 * 3_600_000,
    );
    const { events } = await service.readEvents((all) =>
      Boolean(eventOf(all, 'BookingCreated', booking.id)),
    );
    expect(eventOf(events, 'BookingCreated', booking.id)?.data).toMatchObject({
      bookingId: booking.id,
      propertyId: property.id,
      propertyOwnerId: property.ownerId,
      userId: user.userId,
      amount: 18_500,
      status: 'PENDING',
    });
  });

  it('when the same payment is sent again (its answer was lost) or twice at once, then it is one booking, one event and one kept proof', async () => {
    const { user, otherUser } = service.identities;
    const property = await seedProperty(deps());
    const upiReference = `GHAR-BK-${property.id.slice(-6).toUpperCase()}-RETRY1`;
    const fields = { propertyId: property.id, upiReference };
    const filesBefore = (await filesLeft()).length;

    const first = await book(service, user, fields);
    const [again, racing] = await Promise.all([
      book(service, user, fields),
      book(service, user, fields),
    ]);
    expect([first.status, again.status, racing.status]).toEqual([201, 201, 201]);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(racing.body.data.id).toBe(first.body.data.id);
    expect((await deps().bookings.pendingOf(property.id, 100)).map((b) => b.id)).toEqual([
      first.body.data.id,
    ]);
    expect((await filesLeft()).length).toBe(filesBefore + 1);

    // Another person's payment with the same note is their own booking.
    const theirs = await book(service, otherUser, fields);
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.id).not.toBe(first.body.data.id);

    const { events } = await service.readEvents((all) =>
      Boolean(eventOf(all, 'BookingCreated', theirs.body.data.id)),
    );
    expect(
      events.filter((e) => e.type === 'BookingCreated' && e.subject === first.body.data.id),
    ).toHaveLength(1);
  });

  it.each([
    ['LEASE', { action: 'LEASE', perMonthCharges: 100_000, leaseDuration: 3 }, 33_333],
    ['LEASE without months', { action: 'LEASE', perMonthCharges: 90_000 }, 90_000],
    ['SELL', { action: 'SELL', price: 5_000_000, bookingCharges: 25_000 }, 25_000],
    ['SELL without a booking charge', { action: 'SELL', price: 5_000_000 }, 300],
    ['RENT without a charge', { action: 'RENT', perMonthCharges: undefined }, 0],
  ] as const)(
    'when a %s property is booked, then the stored amount follows the rule',
    async (_n, fields, amount) => {
      const property = await seedProperty(deps(), fields);
      const res = await book(service, service.identities.user, { propertyId: property.id }, 'pdf');
      expect(res.status).toBe(201);
      expect((await deps().bookings.findById(res.body.data.id))?.amount).toBe(amount);
    },
  );

  it('when two users book one property, then both hold a PENDING booking', async () => {
    const property = await seedProperty(deps());
    const first = await book(service, service.identities.user, { propertyId: property.id });
    const second = await book(service, service.identities.otherUser, { propertyId: property.id });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((await deps().bookings.pendingOf(property.id, 100)).length).toBe(2);
  });

  it.each([
    ['the reference is missing', { paymentRef: '' }, 400, V.paymentRefRequired],
    ['the reference is short', { paymentRef: 'UTR' }, 400, V.paymentRefTooShort],
    ['the property is unknown', { propertyId: newId() }, 404, E.propertyNotFound],
    ['the dealer code is unknown', { dealerCode: 'NOPE123' }, 400, E.invalidDealerCode],
  ])('when %s, then %i with its text and no file is kept', async (_n, fields, status, text) => {
    const property = await seedProperty(deps());
    const before = await filesLeft();
    const res = await book(service, service.identities.user, {
      propertyId: property.id,
      ...fields,
    });
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(text);
    expect(await filesLeft()).toEqual(before);
  });

  it('when the booking names the UPI note reference the modal showed, then it is kept on the booking (upper-case); a malformed one is refused', async () => {
    const property = await seedProperty(deps());
    const res = await book(service, service.identities.user, {
      propertyId: property.id,
      upiReference: 'ghar-bk-abc123-9f8e7d',
    });
    expect(res.status).toBe(201);
    expect(res.body.data.upiReference).toBe('GHAR-BK-ABC123-9F8E7D');
    const seen = await service.call('GET', `/bookings/${res.body.data.id}`, {
      as: service.identities.admin,
    });
    expect(seen.body.data.upiReference).toBe('GHAR-BK-ABC123-9F8E7D');
    const bad = await book(service, service.identities.otherUser, {
      propertyId: property.id,
      upiReference: 'GHAR BK/1',
    });
    expect([bad.status, bad.body.error]).toEqual([400, V.listingFeeReferenceInvalid]);
  });

  it('when the property is BOOKED, then 409 with the already-booked text', async () => {
    const property = await seedProperty(deps(), { status: 'BOOKED' });
    const res = await book(service, service.identities.user, { propertyId: property.id });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(E.propertyAlreadyBooked);
  });

  it('when the owner books their own property, then 403', async () => {
    const { user } = service.identities;
    const property = await seedProperty(deps(), { ownerId: user.userId });
    const res = await book(service, user, { propertyId: property.id });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(E.ownPropertyBooking);
  });

  it('when the proof is missing, not an image or PDF, or over 5 MB, then the proof texts and nothing is stored', async () => {
    const property = await seedProperty(deps());
    const before = await filesLeft();
    const missing = await service.call('POST', '/bookings/create', {
      as: service.identities.user,
      form: service.formWith({ propertyId: property.id, paymentRef: 'UTR12345' }),
    });
    expect([missing.status, missing.body.error]).toEqual([400, V.paymentProofRequired]);
    const text = await book(
      service,
      service.identities.user,
      { propertyId: property.id },
      {
        content: Buffer.from('not a picture at all'),
        name: 'proof.jpg',
      },
    );
    expect([text.status, text.body.error]).toEqual([400, E.invalidFileType]);
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)]);
    const large = await book(
      service,
      service.identities.user,
      { propertyId: property.id },
      {
        content: big,
        name: 'proof.pdf',
        type: 'application/pdf',
      },
    );
    expect([large.status, large.body.error]).toEqual([413, 'File size must be less than 5MB']);
    expect(await filesLeft()).toEqual(before);
  });

  it('when a dealer is approved on dealers.events, then their code books (any case) and is kept upper-case on the booking', async () => {
    const code = `GHR${newId().slice(0, 6).toUpperCase()}`;
    const approved = buildEvent(
      'DealerApproved',
      'd1',
      {
        dealerId: newId(),
        userId: newId(),
        email: 'dealer@example.in',
        name: 'Ravi Dealer',
        referralCode: code,
        status: 'APPROVED',
      },
      { source: 'dealers' },
    );
    await service.publish([approved]);
    await waitFor(async () => expect(await deps().dealerCodes.find(code)).not.toBeNull(), {
      timeoutMs: 20_000,
    });
    const property = await seedProperty(deps());
    const res = await book(service, service.identities.user, {
      propertyId: property.id,
      dealerCode: code.toLowerCase(),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.dealerCode).toBe(code);
  });
});
