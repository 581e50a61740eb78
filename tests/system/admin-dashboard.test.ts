import type { AdminDashboard, PublicSettings } from '@ghar/contracts/http';
import { startService, stopService, waitFor } from '@ghar/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookThroughGateway } from './support/booking-form';
import { logInAdmin, signUp, type Caller } from './support/callers';
import { applyDealer } from './support/dealer-applications';
import { send } from './support/gateway-client';
import { listThroughGateway, rentFlatForm } from './support/listing-form';

// Issue 13's Must show: the admin home's totals equal what the services hold after a scripted
// day, and a stopped bookings service shows on its section and in System Status while the rest
// of the dashboard still loads. The stack is shared by the level's files, which run one after
// another (singleFork): each figure is compared as a change over this file's own day, and with
// the owning service's own answer at the same moment.

const data = <T>(answer: { status: number; text: string }) => {
  if (answer.status !== 200) throw new Error(`answered ${answer.status}: ${answer.text}`);
  return (JSON.parse(answer.text) as { data: T }).data;
};
const get = <T>(path: string, caller: Caller) =>
  send({ method: 'get', path, token: caller.token }).then((answer) => data<T>(answer));
const dashboardOf = (admin: Caller) => get<AdminDashboard>('/api/admin/dashboard', admin);
const put = (path: string, caller: Caller) => send({ method: 'put', path, token: caller.token });

let admin: Caller;
beforeAll(async () => {
  admin = await logInAdmin();
});

describe('GET /api/admin/dashboard through the gateway', () => {
  it('when a visitor or a user asks, then 401 and 403', async () => {
    expect((await send({ method: 'get', path: '/api/admin/dashboard' })).status).toBe(401);
    const user = await signUp('user');
    const answer = await send({ method: 'get', path: '/api/admin/dashboard', token: user.token });
    expect(answer.status).toBe(403);
  });

  it('when a day of signups, listings, an approved booking with a dealer code and an unbooked one has passed, then the totals move by exactly that and equal what the services hold', async () => {
    const before = await dashboardOf(admin);
    expect(Object.values(before.sections).every((section) => section.ok)).toBe(true);
    const fee = (await get<PublicSettings>('/api/settings', admin)).listings!.listingFee;

    const [lister, kept, unbooked, dealer] = await Promise.all([
      signUp('user'),
      signUp('another user'),
      signUp('another user'),
      signUp('another user'),
    ]);
    // A dealer directly under the company, whose code the kept booking carries.
    const applied = await applyDealer(dealer);
    expect(applied.status, applied.text).toBe(201);
    const application = data<{ id: string; referralCode: string }>({ ...applied, status: 200 });
    const decided = await put(`/api/admin/dealer-requests/${application.id}/approve`, admin);
    expect(decided.status, decided.text).toBe(200);
    const flats = await Promise.all(
      ['Dashboard flat kept', 'Dashboard flat unbooked'].map(async (title) =>
        listThroughGateway(lister, await rentFlatForm({ title })),
      ),
    );
    const bookings = await Promise.all([
      bookThroughGateway(kept, flats[0]!.id, 'UTR70001111', application.referralCode),
      bookThroughGateway(unbooked, flats[1]!.id, 'UTR70002222'),
    ]);
    for (const booking of bookings) {
      const approved = await put(`/api/bookings/${booking.id}/approve`, admin);
      expect(approved.status, approved.text).toBe(200);
    }
    const gone = await put(`/api/bookings/${bookings[1]!.id}/unbook`, admin);
    expect(gone.status, gone.text).toBe(200);
    // The fixture flat's rent is ₹18,000 a month (rentFlatFields), a RENT booking's amount.
    const keptAmount = 18_000;
    expect((await get<{ amount: number }>(`/api/bookings/${bookings[0]!.id}`, admin)).amount).toBe(
      keptAmount,
    );

    // The figures follow the events (counters), so the dashboard shows the day once they are handled.
    // The dealer earns level 1 of the kept booking's commission, stated from the spec's defaults:
    // one month's rent ₹18,000 × 40% (level 1) = ₹7,200.
    const dealerShare = 7_200;
    const after = await waitFor(
      async () => {
        const now = await dashboardOf(admin);
        return now.totalUsers === before.totalUsers! + 4 &&
          now.totalProperties === before.totalProperties! + 2 &&
          Math.round(
            ((now.dealers?.commission.net ?? 0) - before.dealers!.commission.net) * 100,
          ) === Math.round(dealerShare * 100)
          ? now
          : false;
      },
      { timeoutMs: 40_000 },
    );
    expect(after.totalUsers).toBe(before.totalUsers! + 4);
    expect(after.dealers!.commission.earned).toBeCloseTo(
      before.dealers!.commission.earned + dealerShare,
      2,
    );
    expect(after.totalProperties).toBe(before.totalProperties! + 2);
    expect(after.totalBookings).toBe(before.totalBookings! + 2);
    expect(after.totalRevenue).toBe(before.totalRevenue! + keptAmount);
    expect(after.listingFees).toEqual({
      count: before.listingFees!.count + 2,
      total: before.listingFees!.total + 2 * fee,
    });
    expect(after.recentTransactions![0]).toMatchObject({
      bookingId: bookings[0]!.id,
      amount: keptAmount,
      propertyTitle: 'Dashboard flat kept',
    });
    expect(after.recentTransactions!.length).toBeLessThanOrEqual(5);
    expect(after.recentTransactions!.map((t) => t.bookingId)).not.toContain(bookings[1]!.id);

    // The same figures as each owning service answers them.
    const stats = await get<{ totalBookings: number; totalRevenue: number }>(
      '/api/bookings/stats',
      admin,
    );
    expect([after.totalBookings, after.totalRevenue]).toEqual([
      stats.totalBookings,
      stats.totalRevenue,
    ]);
    expect(after.totalUsers).toBe((await get<{ total: number }>('/api/admin/users', admin)).total);
    expect(after.systemStatus.every((part) => part.status === 'up')).toBe(true);
  });

  it('when the bookings service is stopped, then its section and System Status line are down while the other figures are present', async () => {
    await stopService('bookings');
    try {
      const dashboard = await dashboardOf(admin);
      expect(dashboard.sections.bookings).toMatchObject({ ok: false });
      expect(dashboard.totalBookings).toBeNull();
      expect(dashboard.totalRevenue).toBeNull();
      expect(dashboard.recentTransactions).toBeNull();
      expect(dashboard.systemStatus.find((part) => part.name === 'bookings')).toMatchObject({
        status: 'down',
      });
      expect(dashboard.sections.users.ok && dashboard.sections.properties.ok).toBe(true);
      expect(dashboard.totalUsers).toEqual(expect.any(Number));
      expect(dashboard.totalProperties).toEqual(expect.any(Number));
      expect(dashboard.listingFees).not.toBeNull();
      expect(dashboard.systemStatus.find((part) => part.name === 'auth')?.status).toBe('up');
    } finally {
      await startService('bookings');
    }
    const back = await waitFor(async () => {
      const dashboard = await dashboardOf(admin);
      return dashboard.sections.bookings.ok && dashboard;
    });
    expect(back.totalBookings).toEqual(expect.any(Number));
  });
});
