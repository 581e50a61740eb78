import type { BookingStatus } from '@ghar/contracts/constants';
import type { AdminBookingsResponse, BookingView, PaymentView } from '@ghar/contracts/http';
import { startTestService } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsService } from '../src/build-service';
import { bookingModel } from '../src/data-access/booking-model';
import { newId, type BookingsInstance } from './booking-fixtures';

// Every list is a page of at most 100 read at the database (issue 24 item 3). The bookings are
// stored below the repository (many at once): these tests read lists, not the tallies.
let service: BookingsInstance;
beforeAll(async () => {
  service = (await startTestService(bookingsService)) as unknown as BookingsInstance;
});
afterAll(async () => {
  await service?.close();
});

const admin = () => service.identities.admin;

/** `count` bookings, a minute apart, newest last; `fields` shared by all. */
async function store(
  count: number,
  fields: { title?: string; userId?: string; ownerId?: string; status?: BookingStatus; at?: Date },
) {
  const start = (fields.at ?? new Date()).getTime() - count * 60_000;
  const docs = Array.from({ length: count }, (_, i) => ({
    _id: newId(),
    propertyId: newId(),
    property: {
      title: fields.title ?? 'Stored',
      action: 'RENT',
      ownerId: fields.ownerId ?? newId(),
    },
    userId: fields.userId ?? newId(),
    userEmail: 'stored@example.in',
    status: fields.status ?? 'PENDING',
    amount: 100 + i,
    paymentRef: `UTR${i}`,
    paymentProof: `/uploads/bookings/documents/${newId()}.jpg`,
    createdAt: new Date(start + i * 60_000),
    updatedAt: new Date(start + i * 60_000),
    history: [],
  }));
  await bookingModel(service.infra.conn).collection.insertMany(docs as never[]);
  return docs.map((doc) => doc._id).reverse();
}

const adminList = async (query: string) => {
  const res = await service.call('GET', `/bookings?${query}`, { as: admin() });
  expect(res.status).toBe(200);
  return res.body.data as AdminBookingsResponse;
};

describe('bounded reads', () => {
  it('when more than 100 bookings match the admin search, then the total says 100+ and the pages go on while more follow', async () => {
    const title = `Haveli ${newId()}`;
    await store(101, { title });
    const first = await adminList(`search=${encodeURIComponent(title)}`);
    expect(first).toMatchObject({ total: 100, totalCapped: true, hasMore: true, totalPages: 10 });
    expect(first.bookings).toHaveLength(10);
    const tenth = await adminList(`search=${encodeURIComponent(title)}&page=10`);
    expect(tenth).toMatchObject({ totalCapped: true, hasMore: true, totalPages: 11 });
    const last = await adminList(`search=${encodeURIComponent(title)}&page=11`);
    expect(last).toMatchObject({ total: 101, totalCapped: false, hasMore: false, totalPages: 11 });
    expect(last.bookings).toHaveLength(1);
  });

  it('when fewer match, then the total is exact', async () => {
    const title = `Kothi ${newId()}`;
    await store(12, { title, status: 'CONFIRMED' });
    const query = `search=${encodeURIComponent(title)}&status=CONFIRMED`;
    expect(await adminList(query)).toMatchObject({
      total: 12,
      totalCapped: false,
      hasMore: true,
      totalPages: 2,
    });
    expect(await adminList(`${query}&page=2`)).toMatchObject({ total: 12, hasMore: false });
  });

  it('when a user has more bookings than a page, then my-bookings answers pages newest first and says whether more follow', async () => {
    const user = { ...service.identities.user, userId: newId() };
    const ids = await store(3, { userId: user.userId });
    const first = await service.call('GET', '/bookings/my-bookings?limit=2', { as: user });
    expect((first.body.data as BookingView[]).map((b) => b.id)).toEqual(ids.slice(0, 2));
    expect(first.headers.get('x-has-more')).toBe('true');
    const second = await service.call('GET', '/bookings/my-bookings?limit=2&page=2', { as: user });
    expect((second.body.data as BookingView[]).map((b) => b.id)).toEqual(ids.slice(2));
    expect(second.headers.get('x-has-more')).toBe('false');
    expect(
      (await service.call('GET', '/bookings/my-bookings?limit=101', { as: user })).status,
    ).toBe(400);
  });

  it('when an owner has more confirmed bookings than a page, then for-my-properties answers pages', async () => {
    const owner = { ...service.identities.user, userId: newId() };
    const ids = await store(3, { ownerId: owner.userId, status: 'CONFIRMED' });
    await store(2, { ownerId: owner.userId, status: 'PENDING' });
    const first = await service.call('GET', '/bookings/for-my-properties?limit=2', { as: owner });
    expect((first.body.data as { id: string }[]).map((b) => b.id)).toEqual(ids.slice(0, 2));
    expect(first.headers.get('x-has-more')).toBe('true');
    const rest = await service.call('GET', '/bookings/for-my-properties?page=2&limit=2', {
      as: owner,
    });
    expect((rest.body.data as { id: string }[]).map((b) => b.id)).toEqual(ids.slice(2));
    expect(rest.headers.get('x-has-more')).toBe('false');
  });

  it("when the payments of a month are asked, then only that IST month's come, newest first, a page of at most the limit", async () => {
    // 31 Mar 2025 19:00 UTC is 1 Apr 00:30 IST: April's (months no other test stores in).
    const april = await store(3, { at: new Date('2025-03-31T19:03:00Z') });
    const march = await store(2, { at: new Date('2025-03-31T18:00:00Z') });
    const ask = async (query: string) => {
      const res = await service.call('GET', `/bookings/admin/payments?${query}`, { as: admin() });
      expect(res.status).toBe(200);
      return (res.body.data as PaymentView[]).map((payment) => payment.id);
    };
    expect(await ask('month=2025-04')).toEqual(april);
    expect(await ask('month=2025-03')).toEqual(march);
    expect(await ask('month=2025-04&limit=2')).toEqual(april.slice(0, 2));
    expect(await ask('month=2025-04&limit=2&page=2')).toEqual(april.slice(2));
    expect((await ask('limit=100')).length).toBeLessThanOrEqual(100);
    const bad = await service.call('GET', '/bookings/admin/payments?month=2026-13', {
      as: admin(),
    });
    expect(bad.status).toBe(400);
  });

  it('when more than a page of PENDING bookings are overdue, then update-expired expires them all, a page at a time', async () => {
    const overdue = await store(101, { at: new Date(Date.now() - 100 * 3_600_000) });
    const res = await service.call('POST', '/bookings/update-expired', { as: admin() });
    expect(res.status).toBe(200);
    expect(res.body.data.expired).toBeGreaterThanOrEqual(101);
    const left = await bookingModel(service.infra.conn)
      .find({ _id: { $in: overdue } }, { status: 1 })
      .lean<{ status: string }[]>();
    expect(new Set(left.map((doc) => doc.status))).toEqual(new Set(['EXPIRED']));
  });
});
