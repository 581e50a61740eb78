import { randomUUID } from 'node:crypto';
import type { BookingAnalytics, BookingStats } from '@ghar/contracts/http';
import { processedEventsModel } from '@ghar/platform';
import { startTestService, waitFor } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsService } from '../src/build-service';
import {
  book,
  deliverPropertyDeletedTwice,
  newId,
  seedProperty,
  type BookingsInstance,
} from './booking-fixtures';

// The stats cards and the analytics chart come from tallies the booking writes keep (issue 24
// item 3), not from reading every booking: each step below moves them exactly once.
let service: BookingsInstance;
beforeAll(async () => {
  service = (await startTestService(bookingsService)) as unknown as BookingsInstance;
});
afterAll(async () => {
  await service?.close();
});

const deps = () => service.built.bookings;
const admin = () => service.identities.admin;
const booker = () => ({ userId: newId(), email: `b-${newId()}@example.in`, role: 'USER' });
const decide = (id: string, action: 'approve' | 'reject' | 'unbook') =>
  service.call('PUT', `/bookings/${id}/${action}`, { as: admin() });

async function stats(): Promise<BookingStats> {
  const res = await service.call('GET', '/bookings/stats', { as: admin() });
  expect(res.status).toBe(200);
  return res.body.data as BookingStats;
}

async function thisWeek() {
  const res = await service.call('GET', '/admin/analytics/bookings', { as: admin() });
  expect(res.status).toBe(200);
  return (res.body.data as BookingAnalytics).weeks.at(-1)!;
}

/** A booking of `propertyId` by a new user. */
async function bookOf(propertyId: string): Promise<string> {
  const res = await book(service, booker(), { propertyId });
  expect(res.status).toBe(201);
  return (res.body.data as { id: string }).id;
}

const figures = (totalBookings: number, pending: number, confirmed: number, revenue: number) => ({
  totalBookings,
  pendingBookings: pending,
  confirmedBookings: confirmed,
  totalRevenue: revenue,
});

describe('booking tallies', () => {
  it('when bookings are created, approved over a rival, unbooked, rejected, expired and deleted, then the stats and the week follow each step', async () => {
    expect(await stats()).toEqual(figures(0, 0, 0, 0));
    const flat = await seedProperty(deps(), { perMonthCharges: 12_000.5 });
    const winner = await bookOf(flat.id);
    const rival = await bookOf(flat.id);
    expect(await stats()).toEqual(figures(2, 2, 0, 0));

    expect((await decide(winner, 'approve')).status).toBe(200);
    expect((await deps().bookings.findById(rival))?.status).toBe('CANCELLED');
    expect(await stats()).toEqual(figures(2, 0, 1, 12_000.5));
    expect(await thisWeek()).toMatchObject({
      PENDING: 0,
      CONFIRMED: 1,
      CANCELLED: 1,
      created: 2,
      revenue: 12_000.5,
      conversion: 0.5,
    });
    // Asked again: a 409 moves nothing.
    expect((await decide(winner, 'approve')).status).toBe(409);
    expect(await stats()).toEqual(figures(2, 0, 1, 12_000.5));

    expect((await decide(winner, 'unbook')).status).toBe(200);
    expect(await stats()).toEqual(figures(2, 0, 0, 0));

    const shop = await seedProperty(deps(), { perMonthCharges: 8_000 });
    const rejected = await bookOf(shop.id);
    const expiring = await bookOf(shop.id);
    expect(await stats()).toEqual(figures(4, 2, 0, 0));
    expect((await decide(rejected, 'reject')).status).toBe(200);
    expect(await stats()).toEqual(figures(4, 1, 0, 0));

    const realNow = deps().clock.now;
    deps().clock.now = () => new Date(Date.now() + 73 * 3_600_000);
    try {
      const res = await service.call('POST', '/bookings/update-expired', { as: admin() });
      expect(res.body.data).toEqual({ expired: 1 });
    } finally {
      deps().clock.now = realNow;
    }
    expect(await stats()).toEqual(figures(4, 0, 0, 0));
    expect(await thisWeek()).toMatchObject({ CANCELLED: 3, EXPIRED: 1, created: 4, revenue: 0 });

    for (const id of [rejected, expiring]) {
      expect((await service.call('DELETE', `/bookings/${id}`, { as: admin() })).status).toBe(200);
    }
    // Deleted once: the second delete finds nothing to take away.
    expect((await service.call('DELETE', `/bookings/${rejected}`, { as: admin() })).status).toBe(
      404,
    );
    expect(await stats()).toEqual(figures(2, 0, 0, 0));
    expect(await thisWeek()).toMatchObject({ CANCELLED: 2, EXPIRED: 0, created: 2 });
  });

  it('when PropertyDeleted is delivered twice, then its cancellation is counted once', async () => {
    const before = await stats();
    const property = await seedProperty(deps());
    await bookOf(property.id);
    expect((await stats()).pendingBookings).toBe(before.pendingBookings + 1);

    const deleted = await deliverPropertyDeletedTwice(service, property);
    // The handler itself moves only a PENDING booking: even a replay past the de-duplication
    // (a redelivery before the event was marked processed) finds nothing to count.
    const again = { ...deleted, id: randomUUID() };
    await service.publish([again]);
    await waitFor(
      async () =>
        expect(
          await processedEventsModel(service.infra.conn).exists({ eventId: again.id }),
        ).not.toBeNull(),
      { timeoutMs: 20_000 },
    );
    expect(await stats()).toEqual({
      ...before,
      totalBookings: before.totalBookings + 1,
    });
  });

  it('when the tallies are lost, then a start-up rebuild from the bookings gives the same figures', async () => {
    const kept = await stats();
    const week = await thisWeek();
    await service.infra.conn.collection('booking_tallies').deleteMany({});
    expect(await stats()).toEqual(figures(0, 0, 0, 0));
    expect(await deps().tallies.rebuildIfMissing()).toBe(true);
    expect(await stats()).toEqual(kept);
    expect(await thisWeek()).toEqual(week);
    // Present again: a second start rebuilds nothing.
    expect(await deps().tallies.rebuildIfMissing()).toBe(false);
  });
});
