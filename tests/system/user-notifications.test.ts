import { waitFor } from '@ghar/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '@ghar/testing';
import { bookThroughGateway } from './support/booking-form';
import { logIn, logInAdmin, newPerson, type Caller } from './support/callers';
import { applyDealer } from './support/dealer-applications';
import { gatewayUrl, send } from './support/gateway-client';
import { listThroughGateway, rentFlatForm } from './support/listing-form';

// Issue 27 items 1–2 across services, through the gateway: bookings' and dealers' events become
// each side's own notifications, with the other side's contact only once a booking is approved.

interface Notice {
  id: string;
  type: string;
  title: string;
  message: string;
  read: boolean;
  template: { key: string; params: Record<string, string | number> };
}

const json = <T>(answer: { status: number; text: string }) =>
  (JSON.parse(answer.text) as { data: T }).data;

/** Signs up through the public form, keeping the details (name, mobile) to look for later. */
async function person(label: string) {
  const details = newPerson(label);
  const form = new FormData();
  for (const key of ['name', 'email', 'mobile', 'password', 'aadhaar'] as const)
    form.set(key, details[key]);
  const answer = await send({ method: 'post', path: '/api/auth/signup', form });
  if (answer.status !== 201) throw new Error(`signup answered ${answer.status}: ${answer.text}`);
  return { details, caller: { name: 'user', ...(await logIn(details)) } as Caller };
}

const mine = async (caller: Caller) =>
  json<{ notifications: Notice[]; total: number }>(
    await send({ method: 'get', path: '/api/notifications/mine', token: caller.token }),
  ).notifications;

/** The caller's first notification written from this text key, once it is there. */
const noticeOf = (caller: Caller, key: string) =>
  waitFor(async () => (await mine(caller)).find((n) => n.template.key === key) ?? false, {
    timeoutMs: 30_000,
  });

let admin: Caller;
beforeAll(async () => {
  admin = await logInAdmin();
});

describe('each side of a booking hears it, through the gateway', () => {
  it("when B books A's flat, then A's unread count rises live without B's contact; approved, B's notice carries A's contact and A's B's", async () => {
    const [a, b] = await Promise.all([person('owner'), person('booker')]);
    const listing = await listThroughGateway(
      a.caller,
      await rentFlatForm({ title: 'Notice flat' }),
    );

    const stream = await openEventStream(`${gatewayUrl()}/api/notifications/mine/stream`, {
      authorization: `Bearer ${a.caller.token}`,
    });
    let bookingId = '';
    try {
      await stream.next((e) => e.event === 'unread-count');
      bookingId = (await bookThroughGateway(b.caller, listing.id)).id;
      await stream.next((e) => e.event === 'unread-count' && e.data.count >= 1);
    } finally {
      await stream.close();
    }
    const count = json<{ count: number }>(
      await send({
        method: 'get',
        path: '/api/notifications/mine/unread-count',
        token: a.caller.token,
      }),
    );
    expect(count.count).toBeGreaterThanOrEqual(1);

    const request = await noticeOf(a.caller, 'OwnerBookingRequested');
    const told = JSON.stringify(request);
    for (const secret of [b.details.name, b.details.email, b.details.mobile]) {
      expect(told).not.toContain(secret);
    }

    const approved = await send({
      method: 'put',
      path: `/api/bookings/${bookingId}/approve`,
      token: admin.token,
    });
    expect(approved.status, approved.text).toBe(200);

    const approval = await noticeOf(b.caller, 'BookerBookingApproved');
    expect(approval.template.params.contact).toContain(a.details.mobile);
    expect(approval.template.params.contact).toContain(a.details.name);
    const confirmation = await noticeOf(a.caller, 'OwnerBookingConfirmed');
    expect(confirmation.template.params.contact).toContain(b.details.mobile);
  });
});

describe('a dealer hears of the application and of each commission', () => {
  it('when a dealer is approved and a booking with their code is approved, then they are told of both, with the amount and the property', async () => {
    const lister = await person('lister');
    const d = await person('dealer');
    const applied = await applyDealer(d.caller);
    expect(applied.status, applied.text).toBe(201);
    const request = json<{ id: string; referralCode: string }>(applied);
    const approve = await send({
      method: 'put',
      path: `/api/admin/dealer-requests/${request.id}/approve`,
      token: admin.token,
    });
    expect(approve.status, approve.text).toBe(200);
    const welcome = await noticeOf(d.caller, 'DealerApplicationApproved');
    expect(welcome.template.params.code).toBe(request.referralCode);

    const listing = await listThroughGateway(
      lister.caller,
      await rentFlatForm({ title: 'Commission flat' }),
    );
    const booker = await person('booker');
    const booking = await bookThroughGateway(
      booker.caller,
      listing.id,
      'UTR77776666',
      request.referralCode.toLowerCase(),
    );
    const approved = await send({
      method: 'put',
      path: `/api/bookings/${booking.id}/approve`,
      token: admin.token,
    });
    expect(approved.status, approved.text).toBe(200);

    const earned = await noticeOf(d.caller, 'CommissionEarnedYours');
    expect(earned.type).toBe('DEALER');
    expect(earned.template.params).toMatchObject({ level: 1, title: 'Commission flat' });
    expect(earned.template.params.amount).toBeGreaterThan(0);
    expect(earned.message).toContain('₹');
  });
});

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

/** A sign-in from a browser, as its User-Agent names it. */
async function logInFrom(details: { email: string; password: string }, userAgent: string) {
  const answer = await send({
    method: 'post',
    path: '/api/auth/login',
    json: { email: details.email, password: details.password },
    headers: { 'user-agent': userAgent },
  });
  expect(answer.status, answer.text).toBe(200);
}

describe('each side hears it in the language they chose, and of sign-ins from new devices', () => {
  it('when A chooses Hindi and signs in from a new phone, twice, and then a new computer, then A gets one Hindi security notice per new device; B booking A’s flat gives A a Hindi notice with ₹', async () => {
    const [a, b] = await Promise.all([person('hindi-owner'), person('booker')]);
    const chosen = await send({
      method: 'put',
      path: '/api/auth/language',
      token: a.caller.token,
      json: { language: 'hi' },
    });
    expect(chosen.status, chosen.text).toBe(200);
    const me = json<{ user: { language: string } }>(
      await send({ method: 'get', path: '/api/auth/me', token: a.caller.token }),
    );
    expect(me.user.language).toBe('hi');

    // The signup's first sign-in was remembered: these are new, the repeat is not.
    await logInFrom(a.details, IPHONE_SAFARI);
    await logInFrom(a.details, IPHONE_SAFARI);
    await logInFrom(a.details, WINDOWS_FIREFOX);
    const signIns = await waitFor(
      async () => {
        const found = (await mine(a.caller)).filter((n) => n.template.key === 'NewDeviceSignedIn');
        return found.some((n) => n.template.params.device === 'Firefox on Windows') && found;
      },
      { timeoutMs: 30_000 },
    );
    expect(signIns.map((n) => n.template.params.device).sort()).toEqual([
      'Firefox on Windows',
      'Safari on iOS',
    ]);
    for (const notice of signIns) {
      expect(notice).toMatchObject({ type: 'SECURITY', title: 'आपके खाते में नया साइन-इन' });
    }

    const listing = await listThroughGateway(
      a.caller,
      await rentFlatForm({ title: 'Hindi notice flat' }),
    );
    await bookThroughGateway(b.caller, listing.id);
    const request = await noticeOf(a.caller, 'OwnerBookingRequested');
    expect(request.title).toBe('नया बुकिंग अनुरोध');
    expect(request.message).toMatch(/"Hindi notice flat" बुक करने का अनुरोध किया और ₹[\d,]+ चुकाए/);
    const received = await noticeOf(b.caller, 'BookerBookingReceived');
    expect(received.title).toBe('Booking request received');
  });
});
