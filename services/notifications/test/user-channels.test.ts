import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@ghar/contracts/events';
import { buildEvent, createQueue, processedEventsModel, publishEvents } from '@ghar/platform';
import {
  startFakeMessaging,
  testIdentity,
  uniqueName,
  waitFor,
  type FakeMessaging,
} from '@ghar/testing';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDeliveryJobId } from '../src/data-access/delivery-queue';
import { DELIVERIES_QUEUE } from '../src/domain/ports';
import { defaultChannelPreferences } from '../src/domain/channel-preferences';
import { queueUserDeliveries } from '../src/domain/plan-user-deliveries';
import { quietHoursDelayMs } from '../src/domain/quiet-hours';
import { startSmtpSink } from './fakes/smtp-sink';
import { bookingCreated, userRegistered } from './support/sample-events';
import { startNotifications, type NotificationsService } from './support/notifications-service';

/**
 * Issue 27 item 3: each user's notices also leave by the channels they chose — WhatsApp (Cloud
 * API templates), SMS (MSG91-style) and e-mail — to local fakes, retried, never twice, and held
 * back in quiet hours when not urgent. The preferences are the caller's own only.
 */
const namespace = uniqueName('notif-channels');
const ATTEMPTS = 4;
let service: NotificationsService;
let messaging: FakeMessaging;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  [messaging, smtp] = await Promise.all([startFakeMessaging(), startSmtpSink()]);
  service = await startNotifications({
    namespace,
    env: {
      ...messaging.env,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Ghar <notices@ghar.test>',
      DELIVERY_ATTEMPTS: String(ATTEMPTS),
      DELIVERY_BACKOFF_MS: '100',
    },
  });
});
afterAll(async () => {
  await service?.close();
  await Promise.all([messaging?.close(), smtp?.stop()]);
});

type Identity = ReturnType<typeof testIdentity>;

async function publishAndWait(...events: EventEnvelope[]) {
  await publishEvents(service.infra.producer, events, namespace);
  const model = processedEventsModel(service.infra.conn);
  for (const event of events) {
    await waitFor(async () => expect(await model.exists({ eventId: event.id })).not.toBeNull(), {
      timeoutMs: 20_000,
    });
  }
}

let mobiles = 0;
/** A user auth has told of, with a mobile of their own (to find their messages by). */
async function person(name: string, language: 'en' | 'hi' = 'en') {
  const identity = testIdentity('USER');
  mobiles += 1;
  const mobile = `98${String(Date.now()).slice(-6)}${String(mobiles).padStart(2, '0')}`;
  await publishAndWait(
    userRegistered({ userId: identity.userId, email: identity.email, name, mobile, language }),
  );
  return { identity, mobile, international: `91${mobile}` };
}

/** An admin approved B's booking of A's listing. */
function approvalOf(owner: Identity, booker: Identity) {
  const created = bookingCreated({
    propertyOwnerId: owner.userId,
    propertyOwnerEmail: owner.email,
    userId: booker.userId,
    userEmail: booker.email,
    userName: 'Booker',
  });
  return buildEvent(
    'BookingApproved',
    created.data.bookingId,
    { ...created.data, status: 'CONFIRMED', cancelledBookingIds: [] },
    { source: 'component-test' },
  );
}

const whatsappTo = (to: string) =>
  messaging.messages().whatsapp.filter((m) => m.body?.to === to && !m.failed);
const smsTo = (to: string) =>
  messaging.messages().sms.filter((m) => m.body?.sms?.[0]?.to?.includes(to) && !m.failed);
const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address));

async function queueIdle() {
  const queue = createQueue(service.infra.jobs, DELIVERIES_QUEUE);
  try {
    await waitFor(async () => {
      const counts = await queue.getJobCounts('waiting', 'active', 'prioritized');
      expect(Object.values(counts).every((count) => count === 0)).toBe(true);
    });
  } finally {
    await queue.close();
  }
}

const preferencesOf = async (as: Identity) =>
  service.call('GET', '/notifications/mine/preferences', { as });
const savePreferences = async (as: Identity, body: unknown) =>
  service.call('PUT', '/notifications/mine/preferences', { as, json: body });

describe("a user's channel preferences", () => {
  it('when a user never saved, then they read the defaults; once saved, they read theirs and nobody else’s changes', async () => {
    const a = testIdentity('USER');
    const b = testIdentity('USER');
    expect((await preferencesOf(a)).body.data).toEqual(defaultChannelPreferences());

    const chosen = {
      ...defaultChannelPreferences(),
      LISTING: { email: true, whatsapp: false, sms: true },
    };
    const saved = await savePreferences(a, chosen);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await preferencesOf(a)).body.data).toEqual(chosen);
    // B's own are untouched, and B's save changes nothing of A's.
    expect((await preferencesOf(b)).body.data).toEqual(defaultChannelPreferences());
    await savePreferences(b, { ...chosen, BOOKING: { email: false, whatsapp: false, sms: false } });
    expect((await preferencesOf(a)).body.data).toEqual(chosen);
  });

  it('when the choice is not every kind and channel on or off, then 400 with the text, and nothing is saved', async () => {
    const a = testIdentity('USER');
    const bad = await savePreferences(a, {
      ...defaultChannelPreferences(),
      BOOKING: { email: 'yes', whatsapp: true, sms: false },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(
      'Choose on or off for e-mail, WhatsApp and SMS of every kind',
    );
    expect((await preferencesOf(a)).body.data).toEqual(defaultChannelPreferences());
  });

  it('when a visitor asks, then 401', async () => {
    expect((await service.call('GET', '/notifications/mine/preferences')).status).toBe(401);
  });
});

describe("a user's notices leave by their channels", () => {
  it('when B (Hindi) has a booking approved, then WhatsApp gets the Hindi template with the owner’s contact and B’s e-mail gets the mail, no SMS', async () => {
    const a = await person('Owner Asha');
    const b = await person('Booker Bhanu', 'hi');
    await publishAndWait(approvalOf(a.identity, b.identity));

    const [sent] = await waitFor(
      () => whatsappTo(b.international).length > 0 && whatsappTo(b.international),
      {
        timeoutMs: 20_000,
      },
    );
    expect(sent!.body).toMatchObject({
      messaging_product: 'whatsapp',
      type: 'template',
      template: { name: 'ghar_booking_update', language: { code: 'hi' } },
    });
    const words = JSON.stringify(sent!.body?.template?.components);
    expect(words).toContain('Owner Asha');
    expect(words).toContain(a.mobile);
    expect(words).toMatch(/[\u0900-\u097F]/); // Devanagari: B's language
    const [mail] = await waitFor(
      () => mailsTo(b.identity.email).length > 0 && mailsTo(b.identity.email),
    );
    expect(mail!.text).toContain(a.mobile);
    expect(smsTo(b.international)).toEqual([]);
  });

  it('when B chose SMS for bookings, then the SMS gateway gets the text too', async () => {
    const a = await person('Owner Chetan');
    const b = await person('Booker Divya');
    await savePreferences(b.identity, {
      ...defaultChannelPreferences(),
      BOOKING: { email: false, whatsapp: false, sms: true },
    });
    await publishAndWait(approvalOf(a.identity, b.identity));
    const [sms] = await waitFor(() => smsTo(b.international).length > 0 && smsTo(b.international), {
      timeoutMs: 20_000,
    });
    expect(sms!.body).toMatchObject({ sender: 'GHARIN', country: '91' });
    expect(sms!.body?.sms?.[0]?.message).toContain('Booking approved');
    expect(sms!.body?.sms?.[0]?.message).toContain(a.mobile);
    await queueIdle();
    expect(whatsappTo(b.international)).toEqual([]);
    expect(mailsTo(b.identity.email)).toEqual([]);
  });

  it('when the same event is delivered again, then nothing is sent twice', async () => {
    const a = await person('Owner Esha');
    const b = await person('Booker Farhan');
    const event = approvalOf(a.identity, b.identity);
    await publishAndWait(event);
    await waitFor(() => whatsappTo(b.international).length > 0, { timeoutMs: 20_000 });
    await publishAndWait(event);
    await queueIdle();
    expect(whatsappTo(b.international)).toHaveLength(1);
    expect(mailsTo(b.identity.email)).toHaveLength(1);
  });

  it('when WhatsApp fails twice, then it is retried and sent once, recorded sent on the third attempt', async () => {
    const a = await person('Owner Gita');
    const b = await person('Booker Hari');
    const only = (whatsapp: boolean) => ({
      ...defaultChannelPreferences(),
      BOOKING: { email: false, whatsapp, sms: false },
    });
    // A's confirmation stays in the app, so the two failures are B's WhatsApp's alone.
    await savePreferences(a.identity, only(false));
    await savePreferences(b.identity, only(true));
    messaging.failNext(2);
    await publishAndWait(approvalOf(a.identity, b.identity));
    await waitFor(() => whatsappTo(b.international).length > 0, { timeoutMs: 20_000 });
    const tries = messaging.messages().whatsapp.filter((m) => m.body?.to === b.international);
    expect(tries.map((m) => m.failed)).toEqual([true, true, false]);

    const [notice] = (await service.call('GET', '/notifications/mine', { as: b.identity })).body
      .data.notifications;
    const deliveries = await waitFor(async () => {
      const stored = await service.built.userDeliveries.of(notice.id);
      return stored.whatsapp?.status === 'sent' && stored;
    });
    expect(deliveries.whatsapp).toMatchObject({ status: 'sent', attempts: 3 });
    expect(deliveries.email).toBeUndefined();
  });

  it('when a user has no mobile, then WhatsApp is recorded skipped and e-mail still goes', async () => {
    const a = await person('Owner Indu');
    const b = testIdentity('USER');
    await publishAndWait(userRegistered({ userId: b.userId, email: b.email, name: 'No Phone' }));
    await publishAndWait(approvalOf(a.identity, b));
    await waitFor(() => mailsTo(b.email).length > 0, { timeoutMs: 20_000 });
    const [notice] = (await service.call('GET', '/notifications/mine', { as: b })).body.data
      .notifications;
    expect((await service.built.userDeliveries.of(notice.id)).whatsapp?.status).toBe('skipped');
  });
});

describe('quiet hours', () => {
  it('when a non-urgent notice is made at 23:00 IST, then its jobs wait till 08:00 IST; an urgent one leaves at once', async () => {
    const b = await person('Night Owl');
    const night = new Date('2026-11-28T23:00:00+05:30');
    const contact = {
      userId: b.identity.userId,
      name: 'Night Owl',
      email: b.identity.email,
      mobile: b.mobile,
    };
    const notice = (key: string) => ({
      id: new Types.ObjectId().toString(),
      recipientId: b.identity.userId,
      type: 'BOOKING' as const,
      title: 'T',
      message: 'M',
      data: {},
      template: { key, params: {} },
      read: false,
      createdAt: night,
      sourceKey: randomUUID(),
    });
    const deps = service.built.notifyUsersDeps.delivery;
    const request = notice('OwnerBookingRequested');
    const approval = notice('BookerBookingApproved');
    await queueUserDeliveries(deps, request, contact, night);
    await queueUserDeliveries(deps, approval, contact, night);

    const queue = createQueue(service.infra.jobs, DELIVERIES_QUEUE);
    try {
      const waiting = await queue.getJob(userDeliveryJobId(request.id, 'whatsapp'));
      expect(waiting?.opts.delay).toBe(quietHoursDelayMs(night));
      expect(waiting?.opts.delay).toBe(9 * 3_600_000);
      const urgent = await queue.getJob(userDeliveryJobId(approval.id, 'whatsapp'));
      expect(urgent?.opts.delay ?? 0).toBe(0);
      // Not left waiting in the queue for the rest of the run.
      await waiting?.remove();
    } finally {
      await queue.close();
    }
  });
});
