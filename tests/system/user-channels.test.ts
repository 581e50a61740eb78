import { fakeMessagesOfStack, waitFor, type WhatsAppSent } from '@ghar/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookThroughGateway } from './support/booking-form';
import { logInAdmin, signUpPerson, type Caller } from './support/callers';
import { send } from './support/gateway-client';
import { listThroughGateway, rentFlatForm } from './support/listing-form';

// Issue 27 item 3 across services, through the gateway: a booking's approval leaves the app by
// the booker's channels — WhatsApp (the stack's fake Cloud API), in the booker's language — and
// each user's channel preferences are their own.

interface Notice {
  title: string;
  message: string;
  template: { key: string; params: Record<string, string | number> };
}

const json = <T>(answer: { status: number; text: string }) =>
  (JSON.parse(answer.text) as { data: T }).data;

const noticeOf = (caller: Caller, key: string) =>
  waitFor(
    async () =>
      json<{ notifications: Notice[] }>(
        await send({ method: 'get', path: '/api/notifications/mine', token: caller.token }),
      ).notifications.find((n) => n.template.key === key) ?? false,
    { timeoutMs: 30_000 },
  );

const devanagari = /[\u0900-\u097F]/;

let admin: Caller;
beforeAll(async () => {
  admin = await logInAdmin();
});

describe("a booking's approval reaches the booker by WhatsApp", () => {
  it("when B (Hindi) books A's flat and an admin approves, then A's request has no B contact, B's notice carries A's contact and the WhatsApp fake got B's Hindi text", async () => {
    const [a, b] = await Promise.all([signUpPerson('owner'), signUpPerson('booker')]);
    const hindi = await send({
      method: 'put',
      path: '/api/auth/language',
      token: b.caller.token,
      json: { language: 'hi' },
    });
    expect(hindi.status, hindi.text).toBe(200);
    // Auth's events of one user keep their order: once B's password notice is there, so is
    // B's language in the notifications' users projection.
    const changed = await send({
      method: 'put',
      path: '/api/auth/password',
      token: b.caller.token,
      json: { currentPassword: b.details.password, newPassword: `${b.details.password}x` },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await noticeOf(b.caller, 'PasswordChanged')).title).toMatch(devanagari);

    const listing = await listThroughGateway(
      a.caller,
      await rentFlatForm({ title: 'Channel flat' }),
    );
    const bookingId = (await bookThroughGateway(b.caller, listing.id)).id;
    const request = JSON.stringify(await noticeOf(a.caller, 'OwnerBookingRequested'));
    for (const secret of [b.details.name, b.details.email, b.details.mobile])
      expect(request).not.toContain(secret);

    const approved = await send({
      method: 'put',
      path: `/api/bookings/${bookingId}/approve`,
      token: admin.token,
    });
    expect(approved.status, approved.text).toBe(200);
    const approval = await noticeOf(b.caller, 'BookerBookingApproved');
    expect(approval.message).toContain(a.details.mobile);
    expect(approval.message).toMatch(devanagari);

    // B's WhatsApp also carries the earlier 'request received'; the approval is the one whose
    // first parameter (the title) is the approval's.
    const toB = `91${b.details.mobile}`;
    const wordsOf = (m: { body?: WhatsAppSent }) =>
      m.body?.template?.components[0]?.parameters.map((p) => p.text) ?? [];
    const sent = await waitFor(
      async () =>
        (await fakeMessagesOfStack()).whatsapp.find(
          (m) => m.body?.to === toB && !m.failed && wordsOf(m)[0] === approval.title,
        ) ?? false,
      { timeoutMs: 30_000 },
    );
    expect(sent.body?.type).toBe('template');
    expect(sent.body?.template?.language.code).toBe('hi');
    expect(wordsOf(sent)[1]).toContain(approval.message);
    expect(wordsOf(sent)[1]).toContain(a.details.mobile);
  });
});

describe("a user's channel preferences are their own", () => {
  it("when B saves theirs, then another user reads only their own defaults and cannot change B's", async () => {
    const [b, c] = await Promise.all([signUpPerson('saver'), signUpPerson('other')]);
    const path = '/api/notifications/mine/preferences';
    const defaults = json<Record<string, Record<string, boolean>>>(
      await send({ method: 'get', path, token: b.caller.token }),
    );
    const chosen = { ...defaults, LISTING: { email: true, whatsapp: true, sms: true } };
    const saved = await send({ method: 'put', path, token: b.caller.token, json: chosen });
    expect(saved.status, saved.text).toBe(200);

    expect(json(await send({ method: 'get', path, token: c.caller.token }))).toEqual(defaults);
    const off = { ...defaults, LISTING: { email: false, whatsapp: false, sms: false } };
    expect((await send({ method: 'put', path, token: c.caller.token, json: off })).status).toBe(
      200,
    );
    // A userId in the query or body is no way in: the caller is always the signed-in user.
    const sneaky = await send({
      method: 'get',
      path: `${path}?userId=${encodeURIComponent(b.caller.id ?? '')}`,
      token: c.caller.token,
    });
    expect(json(sneaky)).toEqual(off);
    expect(json(await send({ method: 'get', path, token: b.caller.token }))).toEqual(chosen);
    expect((await send({ method: 'get', path })).status).toBe(401);
  });
});
