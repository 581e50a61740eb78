import { randomUUID } from 'node:crypto';
import { createLogger, publishEvents, type CallerIdentity } from '@ghar/platform';
import { testIdentities, uniqueName, waitFor } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventHandlers } from '../src/entry-points/events';
import { userBlocked, userRegistered } from './support/sample-events';
import { openEventStream } from '@ghar/testing';
import { startNotifications, type NotificationsService } from './support/notifications-service';

/** Callers as the gateway forwards them (the one harness's identities). */
const { admin: ADMIN } = testIdentities();

const namespace = uniqueName('notif-live');
const env = { SSE_HEARTBEAT_MS: '200', SSE_RETRY_MS: '3000' };
let first: NotificationsService;
let second: NotificationsService;

beforeAll(async () => {
  first = await startNotifications({ namespace, env: env });
  second = await startNotifications({ namespace, env: env });
});
afterAll(async () => {
  await second?.stop();
  await first?.close();
});

const openStream = (service: NotificationsService) =>
  openEventStream(
    `${service.baseUrl}/notifications/stream`,
    service.signedHeaders('GET', '/notifications/stream', ADMIN),
  );

describe('live notification stream (server-sent events)', () => {
  it('when an admin connects, then the stream opens with a retry hint and the unread count, and heartbeats follow', async () => {
    const stream = await openStream(first);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
      expect(stream.response.headers.get('cache-control')).toContain('no-cache');
      const count = await stream.next((e) => e.event === 'unread-count');
      expect(count.data).toEqual({ count: expect.any(Number) });
      expect(stream.retry()).toBe(3000);
      await waitFor(() => expect(stream.comments).toContain('heartbeat'));
    } finally {
      await stream.close();
    }
  });

  it('when an event creates a notification in any instance, then admins streaming from every instance receive it and the new count', async () => {
    const onFirst = await openStream(first);
    const onSecond = await openStream(second);
    try {
      const initial = (await onSecond.next((e) => e.event === 'unread-count')).data.count;
      await onFirst.next((e) => e.event === 'unread-count');
      const event = userRegistered({ name: 'Meera Nair' });
      await publishEvents(first.infra.producer, [event], namespace);

      for (const stream of [onFirst, onSecond]) {
        const pushed = await stream.next(
          (e) => e.event === 'notification' && e.data.data?.userId === event.data.userId,
        );
        expect(pushed.data).toMatchObject({
          type: 'USER_SIGNUP',
          title: 'New user signed up',
          message: `Meera Nair (${event.data.email}) created an account.`,
          read: false,
        });
        expect(pushed.id).toBe(pushed.data.id);
        expect(pushed.data).not.toHaveProperty('sourceEventId');
      }
      const counted = await onSecond.next(
        (e) => e.event === 'unread-count' && e.data.count === initial + 1,
      );
      expect(counted.data.count).toBe(initial + 1);
    } finally {
      await onFirst.close();
      await onSecond.close();
    }
  });

  it('when a notification is marked read on one instance, then streams on the other get the lower count', async () => {
    const event = userRegistered();
    await publishEvents(first.infra.producer, [event], namespace);
    const notification = await waitFor(async () => {
      const res = await first.call('GET', `/notifications?search=${event.data.userId}`, {
        as: ADMIN,
      });
      expect(res.body.data.total).toBe(1);
      return res.body.data.notifications[0];
    });
    const stream = await openStream(second);
    try {
      const before = (await stream.next((e) => e.event === 'unread-count')).data.count;
      await first.call('PUT', `/notifications/${notification.id}/read`, { as: ADMIN });
      await stream.next((e) => e.event === 'unread-count' && e.data.count === before - 1);
    } finally {
      await stream.close();
    }
  });

  it('when the admin disconnects, then the instance forgets the stream', async () => {
    const stream = await openStream(second);
    await stream.next((e) => e.event === 'unread-count');
    expect(second.built.stream.clientCount()).toBeGreaterThan(0);
    await stream.close();
    await waitFor(() => expect(second.built.stream.clientCount()).toBe(0));
  });

  it('when an admin is blocked, then their open streams end on every instance and other admins keep theirs', async () => {
    const blocked = {
      userId: `u-${randomUUID().slice(0, 8)}`,
      email: 'ops@ghar.test',
      role: 'ADMIN' as const,
    };
    const streamAs = (service: NotificationsService, identity: CallerIdentity) =>
      openEventStream(
        `${service.baseUrl}/notifications/stream`,
        service.signedHeaders('GET', '/notifications/stream', identity),
      );
    const blockedOnFirst = await streamAs(first, blocked);
    const blockedOnSecond = await streamAs(second, blocked);
    const other = await streamAs(second, ADMIN);
    try {
      for (const stream of [blockedOnFirst, blockedOnSecond, other]) {
        await stream.next((e) => e.event === 'unread-count');
      }
      await publishEvents(first.infra.producer, [userBlocked(blocked.userId, 'ADMIN')], namespace);

      await blockedOnFirst.ended();
      await blockedOnSecond.ended();
      // The other admin's stream is still served: it receives the alert about the block.
      const alert = await other.next(
        (e) => e.event === 'notification' && e.data.data?.userId === blocked.userId,
      );
      expect(alert.data.title).toBe('User blocked');
      expect(second.built.stream.clientCount()).toBe(1);
    } finally {
      for (const stream of [blockedOnFirst, blockedOnSecond, other]) await stream.close();
    }
  });

  it('when a run stored the notification and then failed, then the rerun of the event still tells the streams', async () => {
    const stream = await openStream(second);
    try {
      await stream.next((e) => e.event === 'unread-count');
      const event = userRegistered({ name: 'Kavya Joshi' });
      const log = createLogger({ service: 'test', level: 'silent' });
      const databaseBlip = eventHandlers({
        ...first.built.createDeps,
        deliveries: {
          ...first.built.createDeps.deliveries,
          planOnce: async () => {
            throw new Error('connection reset');
          },
        },
      });
      await expect(databaseBlip.UserRegistered!(event, log)).rejects.toThrow('connection reset');
      await eventHandlers(first.built.createDeps).UserRegistered!(event, log);

      const pushed = await stream.next(
        (e) => e.event === 'notification' && e.data.data?.userId === event.data.userId,
      );
      expect(pushed.data.title).toBe('New user signed up');
    } finally {
      await stream.close();
    }
  });
});
