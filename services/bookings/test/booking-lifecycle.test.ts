import {
  bookingApprovedDataSchema,
  bookingExpiredDataSchema,
  type EventEnvelope,
} from '@ghar/contracts/events';
import { ERROR_MESSAGES as E } from '@ghar/contracts/texts';
import { startTestService, testIdentity, waitFor } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsService } from '../src/build-service';
import { bookingModel } from '../src/data-access/booking-model';
import { EXPIRY_SCHEDULER_ID } from '../src/entry-points/jobs/expiry-sweep.job';
import { book, seedProperty, type BookingsInstance } from './booking-fixtures';

let service: BookingsInstance;
beforeAll(async () => {
  service = (await startTestService(bookingsService)) as unknown as BookingsInstance;
});
afterAll(async () => {
  await service?.close();
});

const deps = () => service.built.bookings;
const admin = () => service.identities.admin;
const statusOf = async (id: string) => (await deps().bookings.findById(id))?.status;
const decide = (id: string, action: 'approve' | 'reject' | 'unbook') =>
  service.call('PUT', `/bookings/${id}/${action}`, { as: admin() });
const eventOf = (events: EventEnvelope[], type: string, bookingId: string) =>
  events.find((event) => event.type === type && event.subject === bookingId);

/** A property with a PENDING booking by user and one by otherUser. */
async function twoBookings() {
  const property = await seedProperty(deps());
  const b = (await book(service, service.identities.user, { propertyId: property.id })).body.data;
  const c = (await book(service, service.identities.otherUser, { propertyId: property.id })).body
    .data;
  return { property, b, c };
}

describe('the admin lifecycle', () => {
  it('when the admin approves B, then B is CONFIRMED, C CANCELLED, and BookingApproved names C', async () => {
    const { b, c } = await twoBookings();
    const res = await decide(b.id, 'approve');
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('CONFIRMED');
    // A direct booking read back from the database: no dealer code, not a null one.
    expect(res.body.data).not.toHaveProperty('dealerCode');
    expect(res.body.data.history.map((h: { note: string }) => h.note)).toEqual([
      expect.stringMatching(/^created/),
      'approved',
    ]);
    expect(res.body.data.history.map((h: { kind: string }) => h.kind)).toEqual([
      'created',
      'approved',
    ]);
    expect(res.body.data.history[1].by).toBe(admin().userId);
    expect(await statusOf(c.id)).toBe('CANCELLED');
    const rival = await service.call('GET', `/bookings/${c.id}`, { as: admin() });
    expect(rival.body.data.history.at(-1).kind).toBe('cancelled');
    const { events } = await service.readEvents((all) =>
      Boolean(eventOf(all, 'BookingApproved', b.id)),
    );
    const approved = eventOf(events, 'BookingApproved', b.id);
    expect(approved?.data).toMatchObject({ status: 'CONFIRMED', cancelledBookingIds: [c.id] });
    // As its consumers read it: no field the booking lacks (a direct booking) arrives as null.
    expect(bookingApprovedDataSchema.safeParse(approved?.data).success).toBe(true);
  });

  it('when B is confirmed, then a new booking of the property is refused as already booked', async () => {
    const { property, b } = await twoBookings();
    await decide(b.id, 'approve');
    const res = await book(service, service.identities.dealer, { propertyId: property.id });
    expect([res.status, res.body.error]).toEqual([409, E.propertyAlreadyBooked]);
  });

  it('when the admin rejects, then PENDING → CANCELLED and BookingRejected', async () => {
    const { b } = await twoBookings();
    const res = await decide(b.id, 'reject');
    expect(res.body.data.status).toBe('CANCELLED');
    await service.readEvents((all) => Boolean(eventOf(all, 'BookingRejected', b.id)));
  });

  it('when the admin unbooks a CONFIRMED booking, then it is CANCELLED, BookingUnbooked is published and the property can be booked again', async () => {
    const { property, b } = await twoBookings();
    await decide(b.id, 'approve');
    const res = await decide(b.id, 'unbook');
    expect(res.body.data.status).toBe('CANCELLED');
    expect(res.body.data.history.at(-1)).toMatchObject({ status: 'CANCELLED', note: 'unbooked' });
    await service.readEvents((all) => Boolean(eventOf(all, 'BookingUnbooked', b.id)));
    const again = await book(service, service.identities.dealer, { propertyId: property.id });
    expect(again.status).toBe(201);
    expect((await decide(again.body.data.id, 'approve')).status).toBe(200);
  });

  it('when a transition is not allowed, then 409 with its text and nothing changes', async () => {
    const { b, c } = await twoBookings();
    expect((await decide(b.id, 'unbook')).body.error).toBe(E.bookingNotConfirmed);
    await decide(b.id, 'approve');
    for (const action of ['approve', 'reject'] as const) {
      const res = await decide(b.id, action);
      expect([res.status, res.body.error]).toEqual([409, E.bookingNotPending]);
    }
    for (const action of ['approve', 'reject', 'unbook'] as const) {
      expect((await decide(c.id, action)).status).toBe(409);
    }
    expect([await statusOf(b.id), await statusOf(c.id)]).toEqual(['CONFIRMED', 'CANCELLED']);
    expect(
      (await service.call('PUT', `/bookings/${'f'.repeat(24)}/approve`, { as: admin() })).status,
    ).toBe(404);
  });

  it('when a user (not an admin) decides, then 403', async () => {
    const { b } = await twoBookings();
    const res = await service.call('PUT', `/bookings/${b.id}/approve`, {
      as: service.identities.user,
    });
    expect(res.status).toBe(403);
  });

  it('when admins approve several bookings of one property at once, then exactly one wins, every time', async () => {
    const bookers = [
      service.identities.user,
      service.identities.otherUser,
      service.identities.dealer,
      testIdentity('USER'),
    ];
    for (let round = 0; round < 5; round += 1) {
      const property = await seedProperty(deps());
      const ids: string[] = [];
      for (const booker of bookers) {
        ids.push((await book(service, booker, { propertyId: property.id })).body.data.id);
      }
      const results = await Promise.all(ids.map((id) => decide(id, 'approve')));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
      const winner = ids[results.findIndex((r) => r.status === 200)];
      const statuses = await Promise.all(ids.map(statusOf));
      expect(statuses.filter((status) => status === 'CONFIRMED')).toHaveLength(1);
      expect(await statusOf(winner!)).toBe('CONFIRMED');
      expect(await deps().locks.holder(property.id)).toBe(winner);
    }
  });
});

describe('expiry', () => {
  it('when a PENDING booking passes the TTL by the clock, then update-expired makes it EXPIRED (BookingExpired) and leaves a younger one', async () => {
    const property = await seedProperty(deps());
    const old = (await book(service, service.identities.user, { propertyId: property.id })).body
      .data;
    const young = (await book(service, service.identities.otherUser, { propertyId: property.id }))
      .body.data;
    await bookingModel(service.infra.conn).updateOne(
      { _id: old.id },
      { $set: { createdAt: new Date(Date.now() - 73 * 3_600_000) } },
    );
    const res = await service.call('POST', '/bookings/update-expired', { as: admin() });
    expect(res.status).toBe(200);
    expect(res.body.data.expired).toBeGreaterThanOrEqual(1);
    expect([await statusOf(old.id), await statusOf(young.id)]).toEqual(['EXPIRED', 'PENDING']);
    const { events } = await service.readEvents((all) =>
      Boolean(eventOf(all, 'BookingExpired', old.id)),
    );
    expect(
      bookingExpiredDataSchema.safeParse(eventOf(events, 'BookingExpired', old.id)?.data).success,
    ).toBe(true);
    expect((await decide(old.id, 'approve')).status).toBe(409);
  });

  it('when the injected clock moves past the TTL, then the scheduled job expires the booking', async () => {
    const property = await seedProperty(deps());
    const booking = (await book(service, service.identities.user, { propertyId: property.id })).body
      .data;
    expect(await service.built.expiryQueue.getJobSchedulers()).toEqual([
      expect.objectContaining({ key: EXPIRY_SCHEDULER_ID, every: 900_000 }),
    ]);
    const clock = deps().clock;
    const realNow = clock.now;
    clock.now = () => new Date(Date.now() + 73 * 3_600_000);
    try {
      await service.built.expiryQueue.add('sweep', {});
      await waitFor(async () => expect(await statusOf(booking.id)).toBe('EXPIRED'));
    } finally {
      clock.now = realNow;
    }
  });
});
