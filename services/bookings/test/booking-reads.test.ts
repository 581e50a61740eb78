import { ERROR_MESSAGES as E } from '@ghar/contracts/texts';
import { buildEvent } from '@ghar/platform';
import { startTestService, testIdentity, waitFor } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsService } from '../src/build-service';
import { book, newId, seedProperty, type BookingsInstance } from './booking-fixtures';

let service: BookingsInstance;
beforeAll(async () => {
  service = (await startTestService(bookingsService)) as unknown as BookingsInstance;
});
afterAll(async () => {
  await service?.close();
});

const deps = () => service.built.bookings;
const admin = () => service.identities.admin;

describe('reads', () => {
  it('when a user lists their bookings, then only their own show, newest first, each with its timeline', async () => {
    const me = testIdentity('USER');
    const first = await seedProperty(deps(), { title: 'First flat' });
    const second = await seedProperty(deps(), { title: 'Second flat' });
    await book(service, me, { propertyId: first.id });
    await book(service, me, { propertyId: second.id });
    await book(service, service.identities.otherUser, { propertyId: second.id });
    const res = await service.call('GET', '/bookings/my-bookings', { as: me });
    expect(res.status).toBe(200);
    expect(res.body.data.map((b: { property: { title: string } }) => b.property.title)).toEqual([
      'Second flat',
      'First flat',
    ]);
    expect(res.body.data[0].history).toHaveLength(1);
  });

  it('when someone else asks for a booking, then 403; unknown 404; booker and admin see it', async () => {
    const property = await seedProperty(deps());
    const { id } = (await book(service, service.identities.user, { propertyId: property.id })).body
      .data;
    const as = (who: object) => service.call('GET', `/bookings/${id}`, { as: who });
    expect((await as(service.identities.user)).status).toBe(200);
    expect((await as(admin())).status).toBe(200);
    expect((await as(service.identities.otherUser)).status).toBe(403);
    expect((await service.call('GET', `/bookings/${id}`)).status).toBe(401);
    expect((await service.call('GET', `/bookings/${'e'.repeat(24)}`, { as: admin() })).status).toBe(
      404,
    );
  });

  it('when the admin lists with search and status, then the page, totalPages and rival counts follow', async () => {
    const title = `Conflict villa ${Date.now()}`;
    const property = await seedProperty(deps(), { title });
    await book(service, service.identities.user, { propertyId: property.id });
    await book(service, service.identities.otherUser, {
      propertyId: property.id,
      paymentRef: 'UPI-RIVAL-777',
    });
    const res = await service.call(
      'GET',
      `/bookings?search=${encodeURIComponent(title.toUpperCase())}&status=PENDING`,
      { as: admin() },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: 2, totalPages: 1, page: 1, limit: 10 });
    expect(
      res.body.data.bookings.map((b: { rivalPendingCount: number }) => b.rivalPendingCount),
    ).toEqual([1, 1]);
    const byRef = await service.call('GET', '/bookings?search=rival-777', { as: admin() });
    expect(byRef.body.data.bookings).toHaveLength(1);
    const byEmail = await service.call(
      'GET',
      `/bookings?search=${encodeURIComponent(service.identities.otherUser.email)}`,
      { as: admin() },
    );
    expect(byEmail.body.data.total).toBeGreaterThanOrEqual(1);
    expect((await service.call('GET', '/bookings', { as: service.identities.user })).status).toBe(
      403,
    );
  });

  it('when bookings are confirmed, then stats count them and sum only CONFIRMED amounts', async () => {
    const before = (await service.call('GET', '/bookings/stats', { as: admin() })).body.data;
    const property = await seedProperty(deps(), { perMonthCharges: 12_345 });
    const b = (await book(service, service.identities.user, { propertyId: property.id })).body.data;
    await book(service, service.identities.otherUser, { propertyId: property.id });
    await service.call('PUT', `/bookings/${b.id}/approve`, { as: admin() });
    const after = (await service.call('GET', '/bookings/stats', { as: admin() })).body.data;
    expect(after.totalBookings - before.totalBookings).toBe(2);
    expect(after.confirmedBookings - before.confirmedBookings).toBe(1);
    expect(after.pendingBookings - before.pendingBookings).toBe(0);
    expect(after.totalRevenue - before.totalRevenue).toBe(12_345);
  });

  it('when the admin deletes, then only a CANCELLED or EXPIRED booking goes (409 otherwise)', async () => {
    const property = await seedProperty(deps());
    const b = (await book(service, service.identities.user, { propertyId: property.id })).body.data;
    const del = () => service.call('DELETE', `/bookings/${b.id}`, { as: admin() });
    expect([(await del()).status, (await del()).body.error]).toEqual([409, E.bookingNotDeletable]);
    await service.call('PUT', `/bookings/${b.id}/reject`, { as: admin() });
    expect((await del()).status).toBe(200);
    expect(await deps().bookings.findById(b.id)).toBeNull();
    const proof = await service.call('GET', b.paymentProof, { as: admin() });
    expect(proof.status).toBe(404);
  });
});

describe('timeline kinds', () => {
  it('when a booking was stored before steps had a kind, then each step reads with the kind its note names', async () => {
    const property = await seedProperty(deps());
    const b = (await book(service, service.identities.user, { propertyId: property.id })).body.data;
    const stored = await deps().bookings.findById(b.id);
    const at = new Date();
    await deps().bookings.insert(
      {
        ...stored!,
        id: newId(),
        history: [
          { status: 'PENDING', at, by: stored!.userId, note: 'created: ₹300, reference OLD1' },
          { status: 'PENDING', at, by: stored!.userId, note: 'paid: the booker confirmed' },
          { status: 'CANCELLED', at, by: null, note: 'cancelled: booking 665f was approved' },
          { status: 'CANCELLED', at, by: null, note: 'a text without a step word' },
        ],
      },
      [],
    );
    const mine = await service.call('GET', '/bookings/my-bookings', {
      as: service.identities.user,
    });
    const old = mine.body.data.find(
      (x: { id: string; history: unknown[] }) => x.id !== b.id && x.history.length === 4,
    );
    expect(old.history.map((h: { kind: string }) => h.kind)).toEqual([
      'created',
      'paid',
      'cancelled',
      'cancelled',
    ]);
  });
});

describe('private proofs and shared contacts', () => {
  it('when a proof is fetched, then the booker and admins get it, another user 403, a visitor 401', async () => {
    const property = await seedProperty(deps());
    const { paymentProof } = (
      await book(service, service.identities.user, { propertyId: property.id }, 'pdf')
    ).body.data;
    const as = (who?: object) => service.call('GET', paymentProof, who ? { as: who } : {});
    const mine = await as(service.identities.user);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toContain('application/pdf');
    expect((await as(admin())).status).toBe(200);
    expect((await as(service.identities.otherUser)).status).toBe(403);
    expect((await as()).status).toBe(401);
  });

  it("when the booking is CONFIRMED, then its booker (only) sees the owner's mobile from auth's users", async () => {
    const owner = testIdentity('USER');
    await service.publish([
      buildEvent(
        'UserRegistered',
        owner.userId,
        {
          userId: owner.userId,
          email: owner.email,
          name: 'Meena Joshi',
          mobile: '9829012345',
          role: 'USER',
          status: 'ACTIVE',
        },
        { source: 'auth' },
      ),
    ]);
    await waitFor(async () => expect(await deps().users.find(owner.userId)).not.toBeNull(), {
      timeoutMs: 20_000,
    });
    const property = await seedProperty(deps(), { ownerId: owner.userId });
    const b = (await book(service, service.identities.user, { propertyId: property.id })).body.data;
    const mobileAs = async (who: object) =>
      (await service.call('GET', `/bookings/${b.id}`, { as: who })).body.data.property.ownerMobile;
    expect(await mobileAs(service.identities.user)).toBeUndefined();
    await service.call('PUT', `/bookings/${b.id}/approve`, { as: admin() });
    expect(await mobileAs(service.identities.user)).toBe('9829012345');
    expect(await mobileAs(admin())).toBeUndefined();
  });

  it("when a booking of the owner's listing is CONFIRMED, then the owner (only) sees who booked it with their mobile", async () => {
    const owner = testIdentity('USER');
    const booker = service.identities.user;
    await deps().users.record({
      id: booker.userId,
      name: 'Bhavna Joshi',
      email: booker.email,
      mobile: '9414012345',
    });
    const property = await seedProperty(deps(), { ownerId: owner.userId });
    const b = (await book(service, booker, { propertyId: property.id })).body.data;
    const listAs = async (who: object) =>
      (await service.call('GET', '/bookings/for-my-properties', { as: who })).body.data as {
        id: string;
        booker: { name?: string; mobile?: string };
      }[];
    // PENDING: no contact is shared yet.
    expect(await listAs(owner)).toEqual([]);

    await service.call('PUT', `/bookings/${b.id}/approve`, { as: admin() });
    expect(await listAs(owner)).toEqual([
      expect.objectContaining({
        id: b.id,
        propertyId: property.id,
        propertyTitle: property.title,
        amount: 15_000,
        booker: { name: 'Bhavna Joshi', email: booker.email, mobile: '9414012345' },
      }),
    ]);
    expect((await listAs(service.identities.otherUser)).map((v) => v.id)).not.toContain(b.id);
    expect((await service.call('GET', '/bookings/for-my-properties')).status).toBe(401);
  });
});

describe('POST /bookings/confirm', () => {
  it('when the booker confirms the payment, then it is on the timeline once; others 403; a decided booking 409', async () => {
    const property = await seedProperty(deps());
    const b = (await book(service, service.identities.user, { propertyId: property.id })).body.data;
    const confirm = (who: object) =>
      service.call('POST', '/bookings/confirm', { as: who, json: { bookingId: b.id } });
    expect((await confirm(service.identities.otherUser)).status).toBe(403);
    const first = await confirm(service.identities.user);
    expect(first.status).toBe(200);
    expect(first.body.data.paymentConfirmedAt).toEqual(expect.any(String));
    const again = await confirm(service.identities.user);
    expect(again.body.data.history.filter((h: { kind: string }) => h.kind === 'paid')).toHaveLength(
      1,
    );
    await service.call('PUT', `/bookings/${b.id}/reject`, { as: admin() });
    const late = await confirm(service.identities.user);
    expect([late.status, late.body.error]).toEqual([409, E.bookingPaymentNotPending]);
    const blank = await service.call('POST', '/bookings/confirm', {
      as: service.identities.user,
      json: {},
    });
    expect(blank.status).toBe(400);
  });
});
