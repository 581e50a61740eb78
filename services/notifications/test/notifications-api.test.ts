import { randomUUID } from 'node:crypto';
import { testIdentities, waitFor } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLEANUP_SCHEDULER_ID } from '../src/entry-points/jobs/cleanup-notifications.job';
import { storedNotifications } from './support/notifications-of';
import { startNotifications, type NotificationsService } from './support/notifications-service';

/** Callers as the gateway forwards them (the one harness's identities). */
const { admin: ADMIN } = testIdentities();

const DAY = 24 * 60 * 60 * 1000;
let service: NotificationsService;

beforeAll(async () => {
  service = await startNotifications();
});
afterAll(async () => {
  await service?.close();
});

/** Stores a notification as if made earlier; each test tags its own with a unique word. */
async function stored(fields: {
  tag: string;
  type?: string;
  title?: string;
  read?: boolean;
  ageMs?: number;
  data?: Record<string, string>;
}) {
  const { model } = storedNotifications(service);
  const doc = await model.create({
    type: fields.type ?? 'SYSTEM_ALERT',
    title: fields.title ?? `Alert ${fields.tag}`,
    message: `Something happened (${fields.tag})`,
    data: fields.data ?? {},
    read: fields.read ?? false,
    createdAt: new Date(Date.now() - (fields.ageMs ?? 0)),
    sourceEventId: randomUUID(),
  });
  return doc._id.toString();
}

const list = async (query: string) => {
  const res = await service.call('GET', `/notifications?${query}`, { as: ADMIN });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('admin notification centre', () => {
  it('when notifications are listed, then they come newest first with total, totalPages and page', async () => {
    const tag = `pg${randomUUID().slice(0, 6)}`;
    for (let i = 0; i < 5; i += 1)
      await stored({ tag, title: `Alert ${tag} #${i}`, ageMs: (5 - i) * 1000 });

    const first = await list(`search=${tag}&limit=2&page=1`);
    expect(first).toMatchObject({ total: 5, totalPages: 3, page: 1 });
    expect(first.notifications.map((n: any) => n.title)).toEqual([
      `Alert ${tag} #4`,
      `Alert ${tag} #3`,
    ]);
    const last = await list(`search=${tag}&limit=2&page=3`);
    expect(last.notifications.map((n: any) => n.title)).toEqual([`Alert ${tag} #0`]);
    expect(last.notifications[0]).toMatchObject({
      type: 'SYSTEM_ALERT',
      read: false,
      data: {},
      deliveries: {},
    });
    expect(typeof last.notifications[0].id).toBe('string');
  });

  it('when searching, then title or message match case-insensitively and regex characters are literal', async () => {
    const tag = `sr${randomUUID().slice(0, 6)}`;
    await stored({ tag, title: `Price (₹1,00,000+) for ${tag}` });
    await stored({ tag, title: `Plain one ${tag}` });

    expect((await list(`search=${tag.toUpperCase()}`)).total).toBe(2);
    expect(
      (await list(`search=${encodeURIComponent('(₹1,00,000+)')}`)).notifications.map(
        (n: any) => n.title,
      ),
    ).toEqual([`Price (₹1,00,000+) for ${tag}`]);
    // In the message only.
    expect((await list(`search=${encodeURIComponent(`happened (${tag})`)}`)).total).toBe(2);
    expect((await list(`search=${encodeURIComponent('.*')}&limit=100`)).total).toBe(0);
  });

  it('when filtering by type and by read state, then only matching notifications come back', async () => {
    const tag = `tr${randomUUID().slice(0, 6)}`;
    await stored({ tag, type: 'USER_SIGNUP', read: false });
    await stored({ tag, type: 'USER_SIGNUP', read: true });
    await stored({ tag, type: 'BOOKING_CREATED', read: false });

    expect((await list(`search=${tag}&type=USER_SIGNUP`)).total).toBe(2);
    expect((await list(`search=${tag}&read=false`)).total).toBe(2);
    expect((await list(`search=${tag}&read=true`)).total).toBe(1);
    expect((await list(`search=${tag}&type=USER_SIGNUP&read=false`)).total).toBe(1);
  });

  it('when filtering by time, then today, week and month keep what they mean', async () => {
    const tag = `tm${randomUUID().slice(0, 6)}`;
    await stored({ tag, title: `now ${tag}` });
    await stored({ tag, title: `three days ${tag}`, ageMs: 3 * DAY });
    await stored({ tag, title: `ten days ${tag}`, ageMs: 10 * DAY });
    await stored({ tag, title: `forty days ${tag}`, ageMs: 40 * DAY });

    const titles = async (date: string) =>
      (await list(`search=${tag}&date=${date}`)).notifications.map(
        (n: any) => n.title.split(' ')[0],
      );
    expect(await titles('today')).toEqual(['now']);
    expect(await titles('week')).toEqual(['now', 'three']);
    expect(await titles('month')).toEqual(['now', 'three', 'ten']);
    expect((await list(`search=${tag}`)).total).toBe(4);
  });

  it('when a query parameter is invalid, then 400 in the envelope', async () => {
    const res = await service.call('GET', '/notifications?type=NOPE', { as: ADMIN });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('when a notification is marked read, then it is read and the unread count drops by one', async () => {
    const tag = `rd${randomUUID().slice(0, 6)}`;
    const id = await stored({ tag });
    const before = (await service.call('GET', '/notifications/unread-count', { as: ADMIN })).body
      .data.count;

    const res = await service.call('PUT', `/notifications/${id}/read`, { as: ADMIN });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, read: true });
    const after = await service.call('GET', '/notifications/unread-count', { as: ADMIN });
    expect(after.body).toEqual({ success: true, data: { count: before - 1 } });
    // Marking again changes nothing and still answers.
    expect((await service.call('PUT', `/notifications/${id}/read`, { as: ADMIN })).status).toBe(
      200,
    );
  });

  it('when an unknown or malformed id is marked read, then 404 with the notification text', async () => {
    for (const id of ['665f0000000000000000dead', 'not-an-id']) {
      const res = await service.call('PUT', `/notifications/${id}/read`, { as: ADMIN });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: 'Notification not found' });
    }
  });

  it('when all are marked read, then the unread count is 0', async () => {
    const tag = `ma${randomUUID().slice(0, 6)}`;
    await stored({ tag });
    await stored({ tag });
    const res = await service.call('PUT', '/notifications/mark-all-read', { as: ADMIN });
    expect(res.status).toBe(200);
    expect(res.body.data.updatedCount).toBeGreaterThanOrEqual(2);
    expect(
      (await service.call('GET', '/notifications/unread-count', { as: ADMIN })).body.data.count,
    ).toBe(0);
    expect((await list(`search=${tag}&read=false`)).total).toBe(0);
  });

  it('when cleanup runs, then read and 31 days old is removed while unread, or read and 29 days old, stays', async () => {
    // Old read notifications other tests left behind go first, so the count below is this test's.
    await service.call('DELETE', '/notifications/cleanup', { as: ADMIN });
    const tag = `cl${randomUUID().slice(0, 6)}`;
    const oldRead = await stored({ tag, title: `old read ${tag}`, read: true, ageMs: 31 * DAY });
    await service.built.deliveries.planOnce(
      oldRead,
      [{ channel: 'email', status: 'pending' }],
      new Date(),
    );
    await stored({ tag, title: `old unread ${tag}`, read: false, ageMs: 31 * DAY });
    await stored({ tag, title: `recent read ${tag}`, read: true, ageMs: 29 * DAY });

    const res = await service.call('DELETE', '/notifications/cleanup', { as: ADMIN });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ deletedCount: 1 });
    const left = (await list(`search=${tag}`)).notifications.map((n: any) => n.title);
    expect(left.sort()).toEqual([`old unread ${tag}`, `recent read ${tag}`]);
    expect(await service.built.deliveries.of(oldRead)).toEqual({});
  });

  it('when the daily cleanup job runs, then it deletes the same way through the shared use case', async () => {
    const schedulers = await service.built.cleanupQueue.getJobSchedulers();
    expect(schedulers).toEqual([
      expect.objectContaining({
        key: CLEANUP_SCHEDULER_ID,
        pattern: '30 3 * * *',
        tz: 'Asia/Kolkata',
      }),
    ]);
    // Each daily run is retried, so one database blip does not skip a day.
    const template = (await service.built.cleanupQueue.getJobScheduler(CLEANUP_SCHEDULER_ID))
      ?.template;
    expect(template?.opts).toMatchObject({ attempts: 3, backoff: { type: 'exponential' } });

    const tag = `jb${randomUUID().slice(0, 6)}`;
    const id = await stored({ tag, read: true, ageMs: 45 * DAY });
    await service.built.cleanupQueue.add('cleanup', {});
    await waitFor(async () =>
      expect(await storedNotifications(service).model.exists({ _id: id })).toBeNull(),
    );
  });

  it('when a filter matches more than 100, then the total says at least (capped) and the pages go on to the end', async () => {
    const tag = `cp${randomUUID().slice(0, 6)}`;
    const { model } = storedNotifications(service);
    const start = Date.now() - 200_000;
    await model.insertMany(
      Array.from({ length: 105 }, (_, i) => ({
        type: 'SYSTEM_ALERT',
        title: `Alert ${tag} #${i}`,
        message: `Something happened (${tag})`,
        read: true,
        createdAt: new Date(start + i * 1000),
        sourceEventId: randomUUID(),
      })),
    );

    // Counted from the page's first row up to 100: a lower bound on page 1, exact near the end.
    expect(await list(`search=${tag}&limit=20`)).toMatchObject({
      total: 100,
      totalCapped: true,
      totalPages: 5,
      page: 1,
    });
    const fifth = await list(`search=${tag}&limit=20&page=5`);
    expect(fifth).toMatchObject({ total: 105, totalCapped: false, totalPages: 6 });
    expect(fifth.notifications[0].title).toBe(`Alert ${tag} #24`);
    const last = await list(`search=${tag}&limit=20&page=6`);
    expect(last.notifications.map((n: any) => n.title)).toEqual(
      [4, 3, 2, 1, 0].map((i) => `Alert ${tag} #${i}`),
    );
    // Past the end: nothing on the page, the total counted from the start again (capped).
    expect(await list(`search=${tag}&limit=20&page=9`)).toMatchObject({
      notifications: [],
      total: 100,
      totalCapped: true,
    });
    expect(await list(`search=${tag}&limit=20&read=false`)).toMatchObject({
      total: 0,
      totalCapped: false,
      totalPages: 0,
    });
  });

  it('when more than 99 are unread, then the unread count stops at 100 (the badge says 99+)', async () => {
    const tag = `uc${randomUUID().slice(0, 6)}`;
    await storedNotifications(service).model.insertMany(
      Array.from({ length: 101 }, (_, i) => ({
        type: 'SYSTEM_ALERT',
        title: `Alert ${tag} #${i}`,
        message: `Something happened (${tag})`,
        read: false,
        sourceEventId: randomUUID(),
      })),
    );
    const count = await service.call('GET', '/notifications/unread-count', { as: ADMIN });
    expect(count.body).toEqual({ success: true, data: { count: 100 } });
    // The other tests count down from what they find: leave none unread.
    await service.call('PUT', '/notifications/mark-all-read', { as: ADMIN });
  });
});
