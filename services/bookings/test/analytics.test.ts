import type { BookingStatus } from '@ghar/contracts/constants';
import type { BookingAnalytics } from '@ghar/contracts/http';
import type { CallerIdentity } from '@ghar/platform';
import { startTestService } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsService } from '../src/build-service';
import { bookingModel } from '../src/data-access/booking-model';
import { newId, type BookingsInstance } from './booking-fixtures';

let service: BookingsInstance;

/** Tuesday 24 Nov 2026, 11:30 IST: this week began Monday 23 Nov 00:00 IST (22 Nov 18:30 UTC). */
const NOW = new Date('2026-11-24T06:00:00Z');

/** Only what the analytics read, straight to the collection (below mongoose's typing), at the time the test names. */
const booking = (status: BookingStatus, amount: number, createdAt: string) => ({
  _id: newId(),
  propertyId: newId(),
  property: { title: 'Seeded' },
  userId: 'u-analytics',
  userEmail: 'u@ghar.test',
  status,
  amount,
  paymentRef: 'UPI1234',
  paymentProof: '/uploads/bookings/proofs/x.jpg',
  createdAt: new Date(createdAt),
  updatedAt: new Date(createdAt),
  history: [],
});

beforeAll(async () => {
  service = (await startTestService(bookingsService)) as unknown as BookingsInstance;
  service.built.bookings.clock.now = () => NOW;
  await bookingModel(service.infra.conn).collection.insertMany([
    booking('CONFIRMED', 500, '2026-11-23T04:00:00Z'),
    // Monday 00:30 IST, still Sunday in UTC: this week.
    booking('PENDING', 300, '2026-11-22T19:00:00Z'),
    booking('CANCELLED', 200, '2026-11-24T05:00:00Z'),
    // Sunday 23:30 IST: last week.
    booking('CONFIRMED', 1000, '2026-11-22T18:00:00Z'),
    booking('EXPIRED', 300, '2026-11-17T10:00:00Z'),
    // The first instant of the oldest week (Monday 7 Sep 00:00 IST) is in; the one before is out.
    booking('CONFIRMED', 700, '2026-09-06T18:30:00Z'),
    booking('CONFIRMED', 900, '2026-09-06T18:29:59Z'),
  ] as never[]);
  // Seeded below the repository, so the tallies it keeps are rebuilt from the bookings as a
  // start with none does (issue 24 item 3): the figures below are the rebuild's.
  await service.infra.conn.collection('booking_tallies').deleteMany({});
  expect(await service.built.bookings.tallies.rebuildIfMissing()).toBe(true);
});
afterAll(async () => {
  await service?.close();
});

const analytics = async (as: CallerIdentity = service.identities.admin) =>
  service.call('GET', '/admin/analytics/bookings', { as });

const empty = { PENDING: 0, CONFIRMED: 0, CANCELLED: 0, EXPIRED: 0, created: 0, revenue: 0 };

describe('GET /admin/analytics/bookings', () => {
  it('when an admin asks, then bookings are counted per IST week by status with revenue and conversion', async () => {
    const res = await analytics();
    expect(res.status).toBe(200);
    const data = res.body.data as BookingAnalytics;
    expect(data.weeks.map((week) => week.week)).toEqual([
      '2026-09-07',
      '2026-09-14',
      '2026-09-21',
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    expect(data.weeks[0]).toEqual({
      ...empty,
      week: '2026-09-07',
      CONFIRMED: 1,
      created: 1,
      revenue: 700,
      conversion: 1,
    });
    expect(data.weeks[10]).toEqual({
      ...empty,
      week: '2026-11-16',
      CONFIRMED: 1,
      EXPIRED: 1,
      created: 2,
      revenue: 1000,
      conversion: 0.5,
    });
    expect(data.weeks[11]).toEqual({
      week: '2026-11-23',
      PENDING: 1,
      CONFIRMED: 1,
      CANCELLED: 1,
      EXPIRED: 0,
      created: 3,
      revenue: 500,
      conversion: 1 / 3,
    });
    expect(data.weeks.slice(1, 10).every((week) => week.created === 0)).toBe(true);
    expect(data.totals).toEqual({ created: 6, confirmed: 3, revenue: 2200, conversion: 0.5 });
  });

  it('when a user or a visitor asks, then they are refused', async () => {
    expect((await analytics(service.identities.user)).status).toBe(403);
    expect((await analytics({})).status).toBe(401);
  });
});
