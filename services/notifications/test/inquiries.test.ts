import { randomUUID } from 'node:crypto';
import { testIdentities, waitFor } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedNotifications } from './support/notifications-of';
import { startNotifications, type NotificationsService } from './support/notifications-service';

/** Callers as the gateway forwards them (the one harness's identities). */
const { admin: ADMIN, visitor: VISITOR, user: USER } = testIdentities();

let service: NotificationsService;
beforeAll(async () => {
  // No channel is configured here: deliveries must show as skipped.
  service = await startNotifications({ env: { INQUIRY_RATE_LIMIT: '3' } });
});
afterAll(async () => {
  await service?.close();
});

let nextIp = 1;
/** Each test speaks from its own address, so the per-IP limit of one never touches another. */
const freshIp = () => `198.51.100.${nextIp++}`;

const post = (body: unknown, ip = freshIp()) =>
  service.call('POST', '/inquiries', {
    as: VISITOR,
    json: body,
    headers: { 'x-forwarded-for': ip },
  });

describe('inquiries', () => {
  it.each([
    [
      {},
      'Please enter your message',
      ['Please enter your message', 'Please enter your mobile number'],
    ],
    [
      { message: 'Is it available?', mobileNumber: '' },
      'Please enter your mobile number',
      undefined,
    ],
    [
      { message: 'Is it available?', mobileNumber: '   ' },
      'Please enter your mobile number',
      undefined,
    ],
    [{ message: '   ', mobileNumber: '9876543210' }, 'Please enter your message', undefined],
    [
      { message: 'Hi', mobileNumber: '12345' },
      'Please enter a valid 10-digit mobile number',
      undefined,
    ],
    [
      { message: 'Hi', mobileNumber: '5876543210' },
      'Please enter a valid 10-digit mobile number',
      undefined,
    ],
    [
      { message: 'Hi', mobileNumber: '98765 432101' },
      'Please enter a valid 10-digit mobile number',
      undefined,
    ],
  ])('when the inquiry is %j, then 400 says "%s"', async (body, error, errors) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toBe(error);
    if (errors) expect(res.body.errors).toEqual(errors);
  });

  it('when a visitor sends an inquiry with spaces in the number, then it is stored and an INQUIRY_RECEIVED notification follows', async () => {
    const message = `Is the 2BHK in Jaipur still free? ${randomUUID()}`;
    const res = await post({ message, mobileNumber: ' 98765 43210 ' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ message, mobileNumber: '9876543210' });
    const inquiryId = res.body.data.id;

    const notification = await waitFor(async () => {
      const list = await service.call(
        'GET',
        `/notifications?type=INQUIRY_RECEIVED&search=${encodeURIComponent(message.slice(-36))}`,
        {
          as: ADMIN,
        },
      );
      expect(list.body.data.total).toBe(1);
      // The notification is stored a moment before its deliveries are planned.
      expect(Object.keys(list.body.data.notifications[0].deliveries)).toHaveLength(3);
      return list.body.data.notifications[0];
    });
    expect(notification).toMatchObject({
      title: 'New inquiry',
      message: `From 9876543210: ${message}`,
      data: { inquiryId },
      read: false,
    });
    // Routed to every channel by default; none is configured in this test, so each is skipped.
    for (const channel of ['whatsapp', 'telegram', 'email']) {
      expect(notification.deliveries[channel]).toMatchObject({ status: 'skipped', attempts: 0 });
    }
  });

  it('when an admin lists, reads and deletes inquiries, then newest first, one by id, and gone after delete', async () => {
    const ip = freshIp();
    const first = (await post({ message: `first ${randomUUID()}`, mobileNumber: '9876500001' }, ip))
      .body.data;
    const second = (
      await post({ message: `second ${randomUUID()}`, mobileNumber: '9876500002' }, ip)
    ).body.data;

    const list = await service.call('GET', '/inquiries', { as: ADMIN });
    expect(list.status).toBe(200);
    const ids = list.body.data.map((inquiry: any) => inquiry.id);
    expect(ids.slice(0, 2)).toEqual([second.id, first.id]);
    // A page at a time: one each, the older on the second page.
    const pageOf = async (page: number) =>
      (await service.call('GET', `/inquiries?limit=1&page=${page}`, { as: ADMIN })).body.data;
    expect((await pageOf(1)).map((inquiry: any) => inquiry.id)).toEqual([second.id]);
    expect((await pageOf(2)).map((inquiry: any) => inquiry.id)).toEqual([first.id]);
    expect((await service.call('GET', '/inquiries?limit=101', { as: ADMIN })).status).toBe(400);
    expect(list.body.data.find((inquiry: any) => inquiry.id === first.id)).toEqual({
      id: first.id,
      message: first.message,
      mobileNumber: '9876500001',
      createdAt: first.createdAt,
    });

    const one = await service.call('GET', `/inquiries/${first.id}`, { as: ADMIN });
    expect(one.body).toEqual({ success: true, data: first });

    const deleted = await service.call('DELETE', `/inquiries/${first.id}`, { as: ADMIN });
    expect(deleted.body).toEqual({ success: true, data: { id: first.id } });
    for (const [method, path] of [
      ['GET', `/inquiries/${first.id}`],
      ['DELETE', `/inquiries/${first.id}`],
      ['GET', '/inquiries/not-an-id'],
    ] as const) {
      const res = await service.call(method, path, { as: ADMIN });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Inquiry not found');
    }
  });

  it('when one address sends more inquiries than the limit, then 429 with Retry-After, while another address still gets through', async () => {
    const ip = freshIp();
    const body = { message: 'Please call me back', mobileNumber: '9876543210' };
    for (let i = 0; i < 3; i += 1) expect((await post(body, ip)).status).toBe(201);
    // Only the last X-Forwarded-For entry (the one the gateway appended) counts.
    const limited = await post(body, `10.9.8.7, ${ip}`);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      success: false,
      error: 'Too many requests. Please try again later.',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(body, freshIp())).status).toBe(201);
  });

  it('when invalid inquiries are sent, then they do not use up the limit', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1)
      expect((await post({ message: 'Hi', mobileNumber: '1' }, ip)).status).toBe(400);
    expect((await post({ message: 'Hi', mobileNumber: '9876543210' }, ip)).status).toBe(201);
  });

  it('when the inquiry is stored, then its InquiryReceived event left the outbox', async () => {
    const res = await post({ message: `outbox ${randomUUID()}`, mobileNumber: '9876543210' });
    const { model } = storedNotifications(service);
    await waitFor(async () =>
      expect(await model.exists({ 'data.inquiryId': res.body.data.id })).not.toBeNull(),
    );
    const inquiry = await service.infra.conn
      .collection('inquiries')
      .findOne({ message: res.body.data.message });
    expect(inquiry).toMatchObject({ hasPendingEvents: false, pendingEvents: [] });
  });

  it('when there are more than 99 inquiries, then the admin count stops at 100 and says so', async () => {
    const count = async () =>
      (await service.call('GET', '/inquiries/count', { as: ADMIN })).body.data;
    const before = await count();
    // Below the cap the count is exact (this file's own inquiries so far).
    if (before.count < 100) expect(before.capped).toBe(false);
    const missing = Math.max(0, 101 - before.count);
    if (missing > 0) {
      await service.infra.conn.collection('inquiries').insertMany(
        Array.from({ length: missing }, (_, i) => ({
          message: `bulk ${i}`,
          mobileNumber: '9876543210',
          createdAt: new Date(),
        })),
      );
    }
    expect(await count()).toEqual({ count: 100, capped: true });
    expect((await service.call('GET', '/inquiries/count', { as: USER })).status).toBe(403);
  });
});
