import { randomUUID } from 'node:crypto';
import type { EventType } from '@ghar/contracts/events';
import { ACTIVITY_TYPES, type ActivityEntry } from '@ghar/contracts/http';
import {
  buildEvent,
  createLogger,
  processedEventsModel,
  publishEvents,
  type CallerIdentity,
} from '@ghar/platform';
import { uniqueName, waitFor } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityModel } from '../src/data-access/activity-model';
import { withActivity } from '../src/entry-points/events/record-activity';
import { EVERY_EVENT } from './support/all-events';
import { startNotifications, type NotificationsService } from './support/notifications-service';

const namespace = uniqueName('notif-activity');
let service: NotificationsService;

beforeAll(async () => {
  service = await startNotifications({ namespace });
});
afterAll(async () => {
  await service?.close();
});

const DAY = 24 * 60 * 60 * 1000;
const activity = () => activityModel(service.infra.conn);

/** A sample event of docs/events.md with its own id and subject (and a chosen time). */
function sample<T extends EventType>(type: T, occurredAt?: Date) {
  const { data, actor } = EVERY_EVENT[type] as unknown as { data: never; actor?: string };
  const event = buildEvent(type, `subject-${randomUUID()}`, data, {
    source: 'component-test',
    actor,
  });
  return occurredAt ? { ...event, occurredAt: occurredAt.toISOString() } : event;
}

async function deliver(...events: ReturnType<typeof sample>[]) {
  await publishEvents(service.infra.producer, events, namespace);
  const processed = processedEventsModel(service.infra.conn);
  for (const { id } of events) {
    await waitFor(async () => expect(await processed.exists({ eventId: id })).not.toBeNull(), {
      timeoutMs: 20_000,
    });
  }
}

const recent = async (query = '', as: CallerIdentity = service.identities.admin) =>
  service.call('GET', `/admin/recent-activity${query}`, { as });

describe('recent activity from the events', () => {
  it('when a signup is consumed twice (redelivered, and a retried handler), then one entry says who, what and where', async () => {
    const signup = sample('UserRegistered');
    await deliver(signup);
    await deliver(signup);
    // A handler retried after the entry was kept (the notification step failed): still one.
    const handlers = withActivity({ UserRegistered: async () => {} }, service.built);
    await handlers.UserRegistered!(
      signup as never,
      createLogger({ service: 'test', level: 'silent' }),
    );

    expect(await activity().countDocuments({ eventId: signup.id })).toBe(1);
    const res = await recent();
    expect(res.status).toBe(200);
    const entry = (res.body.data as ActivityEntry[]).find((one) => one.at === signup.occurredAt);
    expect(entry).toMatchObject({
      type: 'UserRegistered',
      actorId: 'u-meera',
      summary: 'Meera Nair signed up.',
      params: { who: 'Meera Nair' },
      link: '/admin/users',
    });
  });

  it("when every kind of event is consumed, then only the feed's kinds make an entry, each with an admin link", async () => {
    const events = (Object.keys(EVERY_EVENT) as EventType[]).map((type) => sample(type));
    await deliver(...events);
    const kept = await activity()
      .find({ eventId: { $in: events.map((event) => event.id) } })
      .lean();
    expect(kept.map((entry) => entry.type).sort()).toEqual([...ACTIVITY_TYPES].sort());
    for (const entry of kept) {
      expect(entry.link).toMatch(/^\/admin\/[a-z-]+$/);
      expect(entry.summary.length).toBeGreaterThan(10);
    }
  });

  it('when an account is made by an admin or by the first start, then it is no signup in the feed', async () => {
    const byAdmin = { ...sample('UserRegistered'), actor: 'admin-1' };
    const bySystem = { ...sample('UserRegistered'), actor: null };
    await deliver(byAdmin, bySystem);
    expect(await activity().countDocuments({ eventId: { $in: [byAdmin.id, bySystem.id] } })).toBe(
      0,
    );
  });

  it('when a limit is asked, then the newest entries come first, by when they happened', async () => {
    const future = Date.now() + 365 * DAY;
    const older = sample('BookingCreated', new Date(future));
    const newer = sample('InquiryReceived', new Date(future + 1000));
    await deliver(newer, older);
    const res = await recent('?limit=2');
    expect((res.body.data as ActivityEntry[]).map((entry) => entry.type)).toEqual([
      'InquiryReceived',
      'BookingCreated',
    ]);
    expect((await recent('?limit=0')).status).toBe(400);
  });

  it('when a user or a visitor asks, then they are refused', async () => {
    expect((await recent('', service.identities.user)).status).toBe(403);
    expect((await recent('', {})).status).toBe(401);
  });

  it('when the daily cleanup job runs, then entries older than 90 days go and younger ones stay', async () => {
    const old = sample('DealerApplied', new Date(Date.now() - 91 * DAY));
    const young = sample('DealerApplied', new Date(Date.now() - 89 * DAY));
    await deliver(old, young);
    await service.built.cleanupQueue.add('cleanup', {});
    await waitFor(async () => expect(await activity().exists({ eventId: old.id })).toBeNull());
    expect(await activity().exists({ eventId: young.id })).not.toBeNull();
  });
});
