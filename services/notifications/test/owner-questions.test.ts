import { randomUUID } from 'node:crypto';
import type { EventData, EventEnvelope } from '@ghar/contracts/events';
import { buildEvent, processedEventsModel, publishEvents } from '@ghar/platform';
import { testIdentity, uniqueName, waitFor } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRegistered } from './support/sample-events';
import { storedNotifications } from './support/notifications-of';
import { startNotifications, type NotificationsService } from './support/notifications-service';

/**
 * Issue 27: a question about a listing reaches its owner (in their language, with the asker's
 * message and mobile) through the listings projection, and the owner reads it in their leads.
 */
type Identity = ReturnType<typeof testIdentity>;
const namespace = uniqueName('notif-questions');
let service: NotificationsService;

beforeAll(async () => {
  service = await startNotifications({ namespace });
});
afterAll(async () => {
  await service?.close();
});

async function publishAndWait(...events: EventEnvelope[]) {
  await publishEvents(service.infra.producer, events, namespace);
  await waitForHandled(...events.map((event) => event.id));
}

async function waitForHandled(...eventIds: string[]) {
  const model = processedEventsModel(service.infra.conn);
  for (const eventId of eventIds) {
    await waitFor(async () => expect(await model.exists({ eventId })).not.toBeNull(), {
      timeoutMs: 20_000,
    });
  }
}

const source = { source: 'component-test' };
function listingEvent(
  type: 'PropertyAdded' | 'PropertyDeleted',
  owner: Identity,
  propertyId: string,
  version: number,
) {
  const data: EventData<'PropertyAdded'> = {
    propertyId,
    title: 'Lake View 2BHK',
    ownerId: owner.userId,
    ownerEmail: owner.email,
    type: 'FLAT',
    action: 'RENT',
    status: 'FREE',
    city: 'Udaipur',
    state: 'Rajasthan',
    perMonthCharges: 18_500,
    mediaUrls: [],
    version,
  };
  return buildEvent(type, propertyId, data, source);
}

/** An owner who reads Hindi, with a listing the projection has heard of. */
async function ownerWithListing() {
  const owner = testIdentity('USER');
  const propertyId = randomUUID().replaceAll('-', '').slice(0, 24);
  await publishAndWait(
    userRegistered({ userId: owner.userId, email: owner.email, name: 'Om', language: 'hi' }),
    listingEvent('PropertyAdded', owner, propertyId, 1),
  );
  return { owner, propertyId };
}

let nextIp = 1;
const ask = (as: Identity | object, body: Record<string, unknown>) =>
  service.call('POST', '/inquiries', {
    as,
    json: { mobileNumber: '98765 43210', ...body },
    headers: { 'x-forwarded-for': `203.0.113.${nextIp++}` },
  });

const questionNotices = async (owner: Identity) => {
  const res = await service.call('GET', '/notifications/mine?type=LISTING', { as: owner });
  return (
    res.body.data.notifications as { title: string; message: string; template: any }[]
  ).filter((notice) => notice.template.key === 'OwnerQuestionReceived');
};

/** The InquiryReceived of an inquiry is handled once its admin notification and user step ran. */
async function inquiryHandled(inquiryId: string) {
  const notifications = storedNotifications(service);
  const alert = await waitFor(async () => {
    const doc = await notifications.model.findOne({ 'data.inquiryId': inquiryId }).lean();
    expect(doc).not.toBeNull();
    return doc!;
  });
  await waitForHandled(alert.sourceEventId);
}

describe('a question about a listing', () => {
  it('when a visitor asks about A’s listing, then A hears it in Hindi with the message and mobile, and reads it in their leads', async () => {
    const { owner, propertyId } = await ownerWithListing();
    const message = `Is parking included? ${randomUUID()}`;
    const res = await ask({}, { message, propertyId });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ message, propertyId, propertyTitle: 'Lake View 2BHK' });

    const [notice] = await waitFor(async () => {
      const found = await questionNotices(owner);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(notice!.title).toBe('आपकी लिस्टिंग के बारे में नया सवाल');
    expect(notice!.message).toContain('Lake View 2BHK');
    expect(notice!.message).toContain('9876543210');
    expect(notice!.message).toContain(message.slice(0, 40));

    const leads = await service.call('GET', '/inquiries/mine', { as: owner });
    expect(leads.status).toBe(200);
    expect(leads.body.data).toEqual({
      questions: [
        {
          id: res.body.data.id,
          propertyId,
          propertyTitle: 'Lake View 2BHK',
          message,
          mobileNumber: '9876543210',
          createdAt: res.body.data.createdAt,
        },
      ],
      page: 1,
      hasMore: false,
    });
    const past = new Date(Date.now() - 60_000).toISOString();
    const count = await service.call('GET', `/inquiries/mine/count?since=${past}`, { as: owner });
    expect(count.body.data).toEqual({ count: 1 });
    const later = new Date(Date.now() + 60_000).toISOString();
    const none = await service.call('GET', `/inquiries/mine/count?since=${later}`, { as: owner });
    expect(none.body.data).toEqual({ count: 0 });
  });

  it('when another user reads their leads, then A’s questions are not among them', async () => {
    const { propertyId } = await ownerWithListing();
    await ask({}, { message: 'Pets allowed?', propertyId });
    const other = testIdentity('USER');
    const leads = await service.call('GET', '/inquiries/mine', { as: other });
    expect(leads.body.data).toEqual({ questions: [], page: 1, hasMore: false });
    const visitor = await service.call('GET', '/inquiries/mine', { as: {} });
    expect(visitor.status).toBe(401);
  });

  it('when the owner asks about their own listing, then they get no notice of it and no lead', async () => {
    const { owner, propertyId } = await ownerWithListing();
    const own = await ask(owner, { message: 'Testing my own listing', propertyId });
    expect(own.status).toBe(201);
    await inquiryHandled(own.body.data.id);
    expect(await questionNotices(owner)).toEqual([]);
    const leads = await service.call('GET', '/inquiries/mine', { as: owner });
    expect(leads.body.data.questions).toEqual([]);
  });

  it('when the listing is unknown or deleted, then 404 Property not found; a malformed id is 400', async () => {
    const { owner, propertyId } = await ownerWithListing();
    const unknown = await ask({}, { message: 'Hello', propertyId: 'a'.repeat(24) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Property not found');

    const tooLong = await ask({}, { message: 'Hello', propertyId: 'x'.repeat(65) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toBe('Please choose a valid property');

    await publishAndWait(listingEvent('PropertyDeleted', owner, propertyId, 2));
    const deleted = await ask({}, { message: 'Hello', propertyId });
    expect(deleted.status).toBe(404);
    expect(deleted.body.error).toBe('Property not found');
  });

  it('when an inquiry names no listing, then it stays a general one for the admins alone', async () => {
    const res = await ask({}, { message: `General question ${randomUUID()}` });
    expect(res.status).toBe(201);
    expect(res.body.data).not.toHaveProperty('propertyId');
    await inquiryHandled(res.body.data.id);
  });
});
