import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@ghar/contracts/events';
import { buildEvent, processedEventsModel, publishEvents } from '@ghar/platform';
import { testIdentity, uniqueName, waitFor } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userNotificationModel } from '../src/data-access/user-notification-model';
import { bookingCreated, userRegistered } from './support/sample-events';
import { openEventStream } from '@ghar/testing';
import { startNotifications, type NotificationsService } from './support/notifications-service';

/**
 * Issue 27 items 1–2: every signed-in user's own notifications, fed by the events that exist,
 * read, counted and marked only by their recipient, live on their own stream.
 */
const namespace = uniqueName('notif-users');
let service: NotificationsService;

beforeAll(async () => {
  service = await startNotifications({ namespace, env: { SSE_HEARTBEAT_MS: '500' } });
});
afterAll(async () => {
  await service?.close();
});

async function publishAndWait(...events: EventEnvelope[]) {
  await publishEvents(service.infra.producer, events, namespace);
  const model = processedEventsModel(service.infra.conn);
  for (const event of events) {
    await waitFor(async () => expect(await model.exists({ eventId: event.id })).not.toBeNull(), {
      timeoutMs: 20_000,
    });
  }
}

/** Two people who signed up (with mobile numbers), the listing's owner and its booker. */
async function ownerAndBooker() {
  const owner = testIdentity('USER');
  const booker = testIdentity('USER');
  await publishAndWait(
    userRegistered({
      userId: owner.userId,
      email: owner.email,
      name: 'Owner Om',
      mobile: '9811100001',
    }),
    userRegistered({
      userId: booker.userId,
      email: booker.email,
      name: 'Booker Bina',
      mobile: '9822200002',
    }),
  );
  const booking = {
    propertyOwnerId: owner.userId,
    propertyOwnerEmail: owner.email,
    userId: booker.userId,
    userEmail: booker.email,
    userName: 'Booker Bina',
  };
  return { owner, booker, booking };
}

const mine = async (as: ReturnType<typeof testIdentity>, query = '') => {
  const res = await service.call('GET', `/notifications/mine${query}`, { as });
  expect(res.status).toBe(200);
  return res.body.data as {
    notifications: {
      id: string;
      type: string;
      title: string;
      message: string;
      read: boolean;
      template: { key: string; params: Record<string, string | number> };
    }[];
    total: number;
    totalCapped: boolean;
    totalPages: number;
  };
};

const unread = async (as: ReturnType<typeof testIdentity>) =>
  (await service.call('GET', '/notifications/mine/unread-count', { as })).body.data.count as number;

describe('what each side of a booking hears', () => {
  it('when B books A’s listing, then A hears of the request without B’s contact and B hears it was received', async () => {
    const { owner, booker, booking } = await ownerAndBooker();
    await publishAndWait(bookingCreated(booking));

    const ownerList = await mine(owner);
    expect(ownerList.notifications).toHaveLength(1);
    const request = ownerList.notifications[0]!;
    expect(request).toMatchObject({ type: 'BOOKING', read: false });
    expect(request.template.key).toBe('OwnerBookingRequested');
    const told = JSON.stringify(request);
    for (const secret of ['Booker Bina', '9822200002', booker.email, booker.userId]) {
      expect(told).not.toContain(secret);
    }
    expect(await unread(owner)).toBe(1);

    const bookerList = await mine(booker);
    expect(bookerList.notifications.map((n) => n.template.key)).toEqual(['BookerBookingReceived']);
  });

  it('when the booking is approved, then each side gets the other’s name and number', async () => {
    const { owner, booker, booking } = await ownerAndBooker();
    const created = bookingCreated(booking);
    const approved = buildEvent(
      'BookingApproved',
      created.data.bookingId,
      { ...created.data, status: 'CONFIRMED', cancelledBookingIds: [] },
      { source: 'component-test' },
    );
    await publishAndWait(created, approved);

    const [confirmation] = (await mine(owner)).notifications;
    expect(confirmation?.template.key).toBe('OwnerBookingConfirmed');
    expect(confirmation?.template.params.contact).toBe(`Booker Bina, 9822200002, ${booker.email}`);
    const [approval] = (await mine(booker)).notifications;
    expect(approval?.template.key).toBe('BookerBookingApproved');
    expect(approval?.message).toContain('Owner Om, 9811100001');
  });

  it('when an event is delivered twice, then each person still has one notice of it', async () => {
    const { owner, booker, booking } = await ownerAndBooker();
    const event = bookingCreated(booking);
    await publishAndWait(event);
    await publishAndWait(event);
    expect((await mine(owner)).total).toBe(1);
    expect((await mine(booker)).total).toBe(1);
  });
});

describe('a dealer hears of their commission', () => {
  it('when a commission is earned, then its dealer gets the amount with paise and the property', async () => {
    const dealer = testIdentity('DEALER');
    const bookingId = `b-${randomUUID().slice(0, 8)}`;
    await publishAndWait(
      buildEvent(
        'CommissionEarned',
        `c-${bookingId}`,
        {
          commissionId: `c-${bookingId}`,
          dealerId: 'd-1',
          dealerUserId: dealer.userId,
          bookingId,
          propertyId: 'p-1',
          propertyTitle: 'Pink City Villa',
          level: 1,
          amount: 2_500.5,
        },
        { source: 'component-test', actor: null },
      ),
    );
    const [notice] = (await mine(dealer)).notifications;
    expect(notice).toMatchObject({ type: 'DEALER', message: expect.stringContaining('₹2,500.50') });
    expect(notice?.message).toContain('Pink City Villa');
    expect(notice?.template).toEqual({
      key: 'CommissionEarnedYours',
      params: { amount: 2_500.5, level: 1, title: 'Pink City Villa' },
    });
  });
});

describe('everyone hears of their own security', () => {
  it('when an admin sets a user’s password, then that user gets a SECURITY notice saying so', async () => {
    const user = testIdentity('USER');
    await publishAndWait(
      buildEvent(
        'PasswordChanged',
        user.userId,
        {
          userId: user.userId,
          email: user.email,
          byAdmin: true,
          changedAt: new Date().toISOString(),
        },
        { source: 'component-test', actor: 'some-admin' },
      ),
    );
    const [notice] = (await mine(user)).notifications;
    expect(notice).toMatchObject({ type: 'SECURITY', read: false });
    expect(notice?.template.key).toBe('PasswordChangedByAdmin');
    expect((await mine(user, '?type=SECURITY')).total).toBe(1);
  });
});

describe('each notice in its recipient’s language', () => {
  it('when the owner chose Hindi on the profile, then their booking notice is written in Hindi with ₹ in Indian grouping; the booker’s stays English', async () => {
    const { owner, booker, booking } = await ownerAndBooker();
    await publishAndWait(
      buildEvent(
        'UserUpdated',
        owner.userId,
        {
          userId: owner.userId,
          email: owner.email,
          name: 'Owner Om',
          mobile: '9811100001',
          role: 'USER',
          status: 'ACTIVE',
          language: 'hi',
        },
        { source: 'component-test', actor: owner.userId },
      ),
    );
    await publishAndWait(bookingCreated({ ...booking, amount: 125_000 }));

    const [toOwner] = (await mine(owner)).notifications;
    expect(toOwner?.title).toBe('नया बुकिंग अनुरोध');
    expect(toOwner?.message).toContain('₹1,25,000 चुकाए');
    // The template stays, so the web can still write it in whichever language its reader reads.
    expect(toOwner?.template).toMatchObject({ key: 'OwnerBookingRequested' });
    const [toBooker] = (await mine(booker)).notifications;
    expect(toBooker?.title).toBe('Booking request received');
    expect(toBooker?.message).toContain('(₹1,25,000)');
  });

  it('when a user switches back to English, then their notices already stored keep their Hindi and the next one is English', async () => {
    const user = testIdentity('USER');
    const snapshot = (language: 'en' | 'hi') =>
      buildEvent(
        'UserUpdated',
        user.userId,
        {
          userId: user.userId,
          email: user.email,
          name: 'Asha',
          role: 'USER',
          status: 'ACTIVE',
          language,
        },
        { source: 'component-test', actor: user.userId },
      );
    const signIn = (device: string) =>
      buildEvent(
        'NewDeviceSignedIn',
        user.userId,
        { userId: user.userId, email: user.email, device, signedInAt: new Date().toISOString() },
        { source: 'component-test', actor: user.userId },
      );
    await publishAndWait(snapshot('hi'));
    await publishAndWait(signIn('Chrome on Android'));
    await publishAndWait(snapshot('en'));
    await publishAndWait(signIn('Safari on iOS'));

    const { notifications } = await mine(user);
    const byDevice = (device: string) =>
      notifications.find((n) => n.template.params.device === device);
    expect(byDevice('Chrome on Android')).toMatchObject({
      type: 'SECURITY',
      title: 'आपके खाते में नया साइन-इन',
    });
    expect(byDevice('Safari on iOS')).toMatchObject({
      type: 'SECURITY',
      title: 'New sign-in to your account',
      message: expect.stringContaining('(Safari on iOS)'),
    });
  });
});

describe('an owner hears their listing left search', () => {
  it('when a listing is hidden for freshness, then its owner gets a LISTING notice', async () => {
    const owner = testIdentity('USER');
    await publishAndWait(
      buildEvent(
        'ListingHiddenForFreshness',
        'p-hidden',
        {
          propertyId: 'p-hidden',
          title: 'Old Flat',
          ownerId: owner.userId,
          ownerEmail: owner.email,
          hiddenAt: new Date().toISOString(),
        },
        { source: 'component-test', actor: null },
      ),
    );
    const [notice] = (await mine(owner)).notifications;
    expect(notice).toMatchObject({ type: 'LISTING', title: 'Listing hidden from search' });
    expect(notice?.template).toEqual({
      key: 'ListingHiddenForFreshness',
      params: { title: 'Old Flat' },
    });
  });
});

describe('only the recipient reads, counts and marks their notifications', () => {
  it('when another user lists, counts or marks, then they see nothing of it and change nothing', async () => {
    const { owner, booking } = await ownerAndBooker();
    await publishAndWait(bookingCreated(booking));
    const [notice] = (await mine(owner)).notifications;
    const stranger = testIdentity('USER');
    const admin = testIdentity('ADMIN');

    expect((await mine(stranger)).total).toBe(0);
    expect(await unread(stranger)).toBe(0);
    for (const as of [stranger, admin]) {
      const res = await service.call('PUT', `/notifications/mine/${notice!.id}/read`, { as });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: 'Notification not found' });
      await service.call('PUT', '/notifications/mine/read-all', { as });
    }
    expect(await unread(owner)).toBe(1);
    expect((await service.call('GET', '/notifications/mine', {})).status).toBe(401);
  });

  it('when the recipient marks one, then the filters and the count follow; read-all clears the rest', async () => {
    const { owner, booker, booking } = await ownerAndBooker();
    await publishAndWait(bookingCreated(booking), bookingCreated(booking));
    const { notifications } = await mine(owner);
    expect(notifications).toHaveLength(2);

    const marked = await service.call('PUT', `/notifications/mine/${notifications[0]!.id}/read`, {
      as: owner,
    });
    expect(marked.status).toBe(200);
    expect(marked.body.data).toMatchObject({ id: notifications[0]!.id, read: true });
    expect(await unread(owner)).toBe(1);
    expect((await mine(owner, '?read=false')).notifications.map((n) => n.id)).toEqual([
      notifications[1]!.id,
    ]);
    expect((await mine(owner, '?type=DEALER')).total).toBe(0);
    expect((await service.call('GET', '/notifications/mine?type=NOPE', { as: owner })).status).toBe(
      400,
    );

    const all = await service.call('PUT', '/notifications/mine/read-all', { as: owner });
    expect(all.body.data).toEqual({ updatedCount: 1 });
    expect(await unread(owner)).toBe(0);
    // The booker's own are untouched by the owner's read-all.
    expect(await unread(booker)).toBe(2);
  });
});

describe('a full inbox stays a bounded read', () => {
  it('when a user has more than 100 notices, then the page total and the unread count stop at 100 and the pages go on', async () => {
    const user = testIdentity('USER');
    const start = Date.now() - 200_000;
    await userNotificationModel(service.infra.conn).insertMany(
      Array.from({ length: 103 }, (_, i) => ({
        recipientId: user.userId,
        type: 'SECURITY',
        title: `Notice #${i}`,
        message: 'Something about your account',
        template: { key: 'SecurityNotice', params: {} },
        read: false,
        createdAt: new Date(start + i * 1000),
        sourceKey: `${randomUUID()}:${user.userId}`,
      })),
    );

    expect(await mine(user)).toMatchObject({ total: 100, totalCapped: true, totalPages: 5 });
    expect(await unread(user)).toBe(100);
    const fifth = await mine(user, '?page=5');
    expect(fifth).toMatchObject({ total: 103, totalCapped: false, totalPages: 6 });
    expect((await mine(user, '?page=6')).notifications.map((n) => n.title)).toEqual(
      [2, 1, 0].map((i) => `Notice #${i}`),
    );
    expect(await mine(user, '?type=BOOKING')).toMatchObject({ total: 0, totalCapped: false });
  });
});

describe('the user’s live stream', () => {
  it('when a notice is made for the reader, then their stream gets it and the new count; another’s never', async () => {
    const { owner, booker, booking } = await ownerAndBooker();
    const stranger = testIdentity('USER');
    const open = (as: ReturnType<typeof testIdentity>) =>
      openEventStream(
        `${service.baseUrl}/notifications/mine/stream`,
        service.signedHeaders('GET', '/notifications/mine/stream', as),
      );
    const ownerStream = await open(owner);
    const strangerStream = await open(stranger);
    try {
      expect(ownerStream.response.headers.get('content-type')).toContain('text/event-stream');
      await ownerStream.next((e) => e.event === 'unread-count' && e.data.count === 0);
      await strangerStream.next((e) => e.event === 'unread-count');

      await publishAndWait(bookingCreated(booking));
      const pushed = await ownerStream.next((e) => e.event === 'notification');
      expect(pushed.data.template.key).toBe('OwnerBookingRequested');
      await ownerStream.next((e) => e.event === 'unread-count' && e.data.count === 1);

      // The stranger's stream was open all along and heard only its own first count.
      await waitFor(async () => expect((await mine(booker)).total).toBe(1));
      expect(strangerStream.events.filter((e) => e.event === 'notification')).toEqual([]);
      expect(strangerStream.events.filter((e) => e.event === 'unread-count')).toHaveLength(1);
    } finally {
      ownerStream.close();
      strangerStream.close();
    }
  });
});
