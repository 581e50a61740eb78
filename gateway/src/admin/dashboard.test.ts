import { verifyForwardedRequest } from '@ghar/platform';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import type { HealthReport } from '../health/gateway-health';
import { serviceCaller } from './call-service';
import { buildDashboard } from './dashboard';

const SECRET = 'dashboard-test-signing-secret-0123';
const upstreams = {
  auth: 'http://auth.test',
  listings: 'http://listings.test',
  bookings: 'http://bookings.test',
  dealers: 'http://dealers.test',
  notifications: 'http://notifications.test',
};
const admin = { userId: 'a1', email: 'admin@ghar.test', role: 'ADMIN' as const, jti: 'j1' };
const req = { requestId: 'req-1', res: { locals: { session: admin } } } as unknown as Request;

const answers: Record<string, unknown> = {
  '/admin/users/stats': {
    totalUsers: 3,
    byRole: { USER: 2, DEALER: 0, ADMIN: 1 },
    blocked: 0,
    newLast30Days: 3,
  },
  '/properties/admin/stats': {
    totalProperties: 2,
    byStatus: { FREE: 1, BOOKED: 1, SOLD: 0 },
    listingFees: { count: 2, total: 200 },
  },
  '/bookings/stats': {
    totalBookings: 2,
    pendingBookings: 0,
    confirmedBookings: 1,
    totalRevenue: 15000,
  },
  '/dealers/admin/stats': {
    byStatus: { PENDING: 0, APPROVED: 1, REJECTED: 0 },
    commission: { earned: 0, reversed: 0, net: 0 },
  },
};

/** A clock moved by hand: each call's time limit fires when the test says time has passed. */
function manualClock() {
  let now = 0;
  const timers: { at: number; controller: AbortController }[] = [];
  return {
    timeoutSignal: (ms: number) => {
      const controller = new AbortController();
      timers.push({ at: now + ms, controller });
      return controller.signal;
    },
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timer.controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
      }
    },
  };
}

const json = (data: unknown) => new Response(JSON.stringify({ success: true, data }));

/** Services that answer at once, except those named, which stay silent until their call is aborted. */
function fakeServices(silent: string[], seen: string[]) {
  return (async (input: URL, init: RequestInit) => {
    const url = new URL(input);
    const path = url.pathname + url.search;
    const headers = init.headers as Record<string, string>;
    const verified = verifyForwardedRequest(SECRET, { method: 'GET', path, headers });
    seen.push(`${url.host}${path} ${verified.ok ? verified.identity.role : 'unsigned'}`);
    if (silent.includes(url.host)) {
      return new Promise((_, reject) => {
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason));
      });
    }
    if (url.pathname === '/bookings/admin/recent-transactions') {
      return json([
        {
          bookingId: 'b1',
          amount: 15000,
          createdAt: '2026-11-23T10:00:00.000Z',
          propertyTitle: '2 BHK in Jaipur',
          bookerName: 'Meera',
          status: 'CONFIRMED',
        },
      ]);
    }
    return json(answers[url.pathname]);
  }) as unknown as typeof fetch;
}

const healthy = (down: string[] = []): HealthReport => ({
  ready: down.length === 0,
  services: Object.fromEntries(
    Object.keys(upstreams).map((name) => [
      name,
      down.includes(name) ? { status: 'down', error: 'unreachable' } : { status: 'up' },
    ]),
  ) as HealthReport['services'],
  servers: { mongo: 'up', kafka: 'up', redis: 'up' },
  redis: { status: 'up' },
});

describe('buildDashboard', () => {
  it('when every service answers, then the totals, fees and transactions come from them, asked as the admin', async () => {
    const seen: string[] = [];
    const callService = serviceCaller({ signingSecret: SECRET, fetch: fakeServices([], seen) });
    const dashboard = await buildDashboard(
      { upstreams, callService, health: async () => healthy() },
      req,
    );
    expect(dashboard).toMatchObject({
      totalUsers: 3,
      totalProperties: 2,
      totalBookings: 2,
      totalRevenue: 15000,
      listingFees: { count: 2, total: 200 },
      recentTransactions: [{ amount: 15000, propertyTitle: '2 BHK in Jaipur' }],
      sections: {
        users: { ok: true },
        properties: { ok: true },
        bookings: { ok: true },
        dealers: { ok: true },
      },
    });
    expect(seen).toContain('bookings.test/bookings/admin/recent-transactions?limit=5 ADMIN');
    expect(seen.every((line) => line.endsWith(' ADMIN'))).toBe(true);
    expect(dashboard.systemStatus.every((part) => part.status === 'up')).toBe(true);
  });

  it('when bookings stays silent past its time limit, then its figures are null and its section says timed out while the rest is there', async () => {
    const clock = manualClock();
    const callService = serviceCaller({
      signingSecret: SECRET,
      fetch: fakeServices(['bookings.test'], []),
      timeoutSignal: clock.timeoutSignal,
    });
    const pending = buildDashboard(
      { upstreams, callService, health: async () => healthy(['bookings']) },
      req,
    );
    clock.advance(2_499);
    clock.advance(1);
    const dashboard = await pending;
    expect(dashboard).toMatchObject({
      totalUsers: 3,
      totalProperties: 2,
      totalBookings: null,
      totalRevenue: null,
      recentTransactions: null,
      listingFees: { count: 2, total: 200 },
      sections: {
        users: { ok: true },
        properties: { ok: true },
        bookings: { ok: false, error: 'timed out' },
        dealers: { ok: true },
      },
    });
    expect(dashboard.systemStatus.find((part) => part.name === 'bookings')).toEqual({
      name: 'bookings',
      status: 'down',
      detail: 'unreachable',
    });
  });

  it('when a service answers 500 or something else than its figures, then only its section fails', async () => {
    const broken = (async (input: URL) => {
      const path = new URL(input).pathname;
      if (path === '/admin/users/stats') return new Response('{}', { status: 500 });
      if (path === '/dealers/admin/stats') return json({ byStatus: 'x' });
      return json(answers[path] ?? []);
    }) as unknown as typeof fetch;
    const callService = serviceCaller({ signingSecret: SECRET, fetch: broken });
    const dashboard = await buildDashboard(
      { upstreams, callService, health: async () => healthy() },
      req,
    );
    expect(dashboard.sections).toEqual({
      users: { ok: false, error: 'status 500' },
      properties: { ok: true },
      bookings: { ok: true },
      dealers: { ok: false, error: 'invalid answer' },
    });
    expect(dashboard.totalUsers).toBeNull();
    expect(dashboard.totalProperties).toBe(2);
  });
});
