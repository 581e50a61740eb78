import { randomUUID } from 'node:crypto';
import { buildEvent, createLogger, createQueue, publishEvents } from '@ghar/platform';
import { testIdentities, uniqueName, waitFor } from '@ghar/testing';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryModel, migrateDeliveryIds } from '../src/data-access/delivery-model';
import { deliveryRepository } from '../src/data-access/delivery-repository';
import { DELIVERIES_QUEUE } from '../src/domain/ports';
import type { DeliveryQueue } from '../src/domain/ports';
import { resumeOwedDeliveries } from '../src/domain/resume-owed-deliveries';
import { eventHandlers } from '../src/entry-points/events';
import {
  startChannelFakes,
  WHATSAPP_PHONE_NUMBER_ID,
  WHATSAPP_TOKEN,
  type ChannelFakes,
} from './support/channel-fakes';
import { storedNotifications } from './support/notifications-of';
import { bookingCreated } from './support/sample-events';
import { startNotifications, type NotificationsService } from './support/notifications-service';

/** Callers as the gateway forwards them (the one harness's identities). */
const { admin: ADMIN } = testIdentities();

const ATTEMPTS = 3;
const BACKOFF_MS = 100;
const namespace = uniqueName('notif-deliveries');
let fakes: ChannelFakes;
let service: NotificationsService;

beforeAll(async () => {
  fakes = await startChannelFakes();
  service = await startNotifications({
    namespace,
    env: {
      ...fakes.env,
      DELIVERY_ATTEMPTS: String(ATTEMPTS),
      DELIVERY_BACKOFF_MS: String(BACKOFF_MS),
      DELIVERY_CONCURRENCY: '4',
    },
  });
});

afterAll(async () => {
  await service?.close();
  await fakes?.stop();
});

const publish = (...events: ReturnType<typeof bookingCreated>[]) =>
  publishEvents(service.infra.producer, events, namespace);

const settled = (status: string | undefined) => status === 'sent' || status === 'failed';

async function deliveredEverywhere(eventId: string) {
  return waitFor(
    async () => {
      const stored = await storedNotifications(service).oneBySource(eventId);
      const deliveries: any = stored?.deliveries;
      if (
        !stored ||
        !['whatsapp', 'telegram', 'email'].every((c) => settled(deliveries?.[c]?.status))
      ) {
        throw new Error(`deliveries not settled yet: ${JSON.stringify(deliveries)}`);
      }
      return stored;
    },
    { timeoutMs: 30_000 },
  );
}

/** Waits until the deliveries queue holds nothing still to run. */
async function queueIdle() {
  const queue = createQueue(service.infra.jobs, DELIVERIES_QUEUE);
  try {
    await waitFor(async () => {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      expect(Object.values(counts).every((count) => count === 0)).toBe(true);
    });
  } finally {
    await queue.close();
  }
}

describe('admin notifications from events, delivered to every configured channel', () => {
  it('when a BookingCreated event is consumed, then one notification and one message per configured channel', async () => {
    const title = `Sea Breeze ${randomUUID().slice(0, 6)}`;
    const event = bookingCreated({ propertyTitle: title, amount: 125_000, propertyAction: 'SELL' });
    await publish(event);

    const stored = await deliveredEverywhere(event.id);
    expect(stored).toMatchObject({
      type: 'BOOKING_CREATED',
      title: 'New booking request',
      read: false,
      data: { bookingId: event.data.bookingId, propertyId: 'p-lake-view', userId: 'u-asha' },
    });
    expect(stored.message).toContain(`"${title}"`);
    expect(stored.message).toContain('₹1,25,000');
    for (const channel of ['whatsapp', 'telegram', 'email'] as const) {
      expect(stored.deliveries?.[channel]).toMatchObject({ status: 'sent', attempts: 1 });
    }

    const received = fakes.received(title);
    expect(received.whatsapp).toHaveLength(1);
    expect(received.telegram).toHaveLength(1);
    expect(received.email).toHaveLength(1);
    expect(received.email[0]).toMatchObject({
      subject: 'Ghar: New booking request',
      to: ['admins@ghar.test'],
    });

    const whatsappCall = fakes.whatsapp.requests.find((r) => r.body?.text?.body?.includes(title))!;
    expect(whatsappCall.path).toBe(`/${WHATSAPP_PHONE_NUMBER_ID}/messages`);
    expect(whatsappCall.headers.authorization).toBe(`Bearer ${WHATSAPP_TOKEN}`);
    expect(whatsappCall.body).toMatchObject({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'text',
    });

    const list = await service.call('GET', `/notifications?search=${encodeURIComponent(title)}`, {
      as: ADMIN,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.notifications[0]).toMatchObject({ type: 'BOOKING_CREATED', read: false });
    expect(list.body.data.notifications[0].deliveries.whatsapp.status).toBe('sent');
    expect(list.body.data.notifications[0]).not.toHaveProperty('sourceEventId');
  });

  it("when a listing's freshness check is requested, then its owner alone gets one e-mail and no admin chat hears of it", async () => {
    const title = `Old Haveli ${randomUUID().slice(0, 6)}`;
    const event = buildEvent(
      'ListingFreshnessCheckRequested',
      'p-old-haveli',
      {
        propertyId: 'p-old-haveli',
        title,
        ownerId: 'u-owner',
        ownerEmail: 'owner@ghar.test',
        ownerName: 'Arjun Singh',
        askedAt: '2026-11-23T10:00:00.000Z',
        hideAt: '2026-12-08T10:00:00.000Z',
      },
      { source: 'component-test', actor: null },
    );
    await publishEvents(service.infra.producer, [event], namespace);

    const stored = await waitFor(
      async () => {
        const found = await storedNotifications(service).oneBySource(event.id);
        expect(found?.deliveries?.email?.status).toBe('sent');
        return found!;
      },
      { timeoutMs: 30_000 },
    );
    expect(Object.keys(stored.deliveries ?? {})).toEqual(['email']);
    expect(stored).toMatchObject({ type: 'SYSTEM_ALERT', title: 'Is this still available?' });
    const received = fakes.received(`"${title}"`);
    expect(received.whatsapp).toHaveLength(0);
    expect(received.telegram).toHaveLength(0);
    expect(received.email).toHaveLength(1);
    expect(received.email[0]).toMatchObject({
      subject: 'Ghar: Is this still available?',
      to: ['owner@ghar.test'],
    });
    expect(received.email[0]!.text).toContain('by 8 Dec 2026');
  });

  it('when a channel keeps failing, then it is retried with backoff, recorded as failed, and the others are not held back', async () => {
    const title = `Hill Crest ${randomUUID().slice(0, 6)}`;
    fakes.whatsapp.failAlways();
    try {
      const event = bookingCreated({ propertyTitle: title });
      await publish(event);
      const stored = await deliveredEverywhere(event.id);

      const attempts = fakes.whatsapp.requests.filter((r) => r.body?.text?.body?.includes(title));
      expect(attempts).toHaveLength(ATTEMPTS);
      expect(attempts.every((r) => r.failed)).toBe(true);
      // Exponential backoff: each retry waits at least twice as long as the one before.
      expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(BACKOFF_MS);
      expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(BACKOFF_MS * 2);

      const whatsapp = stored.deliveries!.whatsapp!;
      expect(whatsapp).toMatchObject({ status: 'failed', attempts: ATTEMPTS });
      expect(whatsapp.lastError).toContain('WhatsApp API answered 500');
      expect(stored.deliveries!.telegram).toMatchObject({ status: 'sent', attempts: 1 });
      expect(stored.deliveries!.email).toMatchObject({ status: 'sent', attempts: 1 });
      // The healthy channels went out before WhatsApp's retries were even over.
      expect(stored.deliveries!.telegram!.sentAt!.getTime()).toBeLessThan(
        attempts[ATTEMPTS - 1]!.at,
      );
      expect(stored.deliveries!.email!.sentAt!.getTime()).toBeLessThan(attempts[ATTEMPTS - 1]!.at);
      expect(fakes.received(title).telegram).toHaveLength(1);
      expect(fakes.received(title).email).toHaveLength(1);
    } finally {
      fakes.whatsapp.failAlways(false);
    }
  });

  it('when a channel fails twice and then answers, then exactly one message arrives and it is recorded as sent on the third attempt', async () => {
    const title = `Palm Court ${randomUUID().slice(0, 6)}`;
    fakes.telegram.failNext(2);
    const event = bookingCreated({ propertyTitle: title });
    await publish(event);
    const stored = await deliveredEverywhere(event.id);

    expect(stored.deliveries!.telegram).toMatchObject({ status: 'sent', attempts: 3 });
    expect(stored.deliveries!.telegram!.lastError).toBeUndefined();
    expect(fakes.received(title).telegram).toHaveLength(1);
    expect(fakes.received(title).whatsapp).toHaveLength(1);
  });

  it('when the same event is delivered twice, then one notification and one message per channel', async () => {
    const title = `Twin Oaks ${randomUUID().slice(0, 6)}`;
    const event = bookingCreated({ propertyTitle: title });
    await publish(event, event);
    // A later event on the same key is consumed after both copies; once it is delivered and the
    // queue is idle, anything the duplicate could have caused has happened.
    const marker = bookingCreated({
      bookingId: event.data.bookingId,
      propertyTitle: `${title} marker`,
    });
    await publish(marker);
    await deliveredEverywhere(marker.id);
    await queueIdle();

    expect(await storedNotifications(service).bySource(event.id)).toHaveLength(1);
    const received = fakes.received(`"${title}"`);
    expect(received.whatsapp).toHaveLength(1);
    expect(received.telegram).toHaveLength(1);
    expect(received.email).toHaveLength(1);
  });

  it('when two instances handle the same event at once (a redelivery after a crash), then one notification and one message per channel', async () => {
    const second = await startNotifications({
      namespace,
      env: {
        ...fakes.env,
        DELIVERY_ATTEMPTS: String(ATTEMPTS),
        DELIVERY_BACKOFF_MS: String(BACKOFF_MS),
      },
    });
    try {
      const title = `Race Course ${randomUUID().slice(0, 6)}`;
      const event = bookingCreated({ propertyTitle: title });
      const log = createLogger({ service: 'test', level: 'silent' });
      // Straight to the handlers: the consumer's processed-events check is what a crash before
      // marking the event processed bypasses, so only the notification's unique key is left.
      await Promise.all([
        service.built.parts.eventHandlers!.BookingCreated!(event, log),
        second.built.parts.eventHandlers!.BookingCreated!(event, log),
        service.built.parts.eventHandlers!.BookingCreated!(event, log),
      ]);
      await deliveredEverywhere(event.id);
      await queueIdle();

      expect(await storedNotifications(service).bySource(event.id)).toHaveLength(1);
      const received = fakes.received(`"${title}"`);
      expect(received.whatsapp).toHaveLength(1);
      expect(received.telegram).toHaveLength(1);
      expect(received.email).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });

  it('when the queue failed after the notification was stored, then the sweep queues its deliveries and each channel gets one message', async () => {
    const title = `Lotus Villa ${randomUUID().slice(0, 6)}`;
    const event = bookingCreated({ propertyTitle: title });
    const redisDown: DeliveryQueue = {
      enqueue: async () => {
        throw new Error("READONLY You can't write against a read only replica.");
      },
      jobState: service.built.deliveryQueue.jobState,
    };
    const log = createLogger({ service: 'test', level: 'silent' });
    const handlers = eventHandlers({ ...service.built.createDeps, deliveryQueue: redisDown });
    await expect(handlers.BookingCreated!(event, log)).rejects.toThrow('READONLY');
    const stored = await storedNotifications(service).oneBySource(event.id);
    expect(stored?.deliveries?.whatsapp?.status).toBe('pending');

    const sweep = {
      deliveries: service.built.deliveries,
      deliveryQueue: service.built.deliveryQueue,
    };
    const first = await resumeOwedDeliveries(sweep, {
      untouchedSince: new Date(Date.now() + 1_000),
      batchSize: 500,
    });
    expect(first.requeued).toBeGreaterThanOrEqual(3);
    await deliveredEverywhere(event.id);
    await queueIdle();
    const received = fakes.received(`"${title}"`);
    expect(received.whatsapp).toHaveLength(1);
    expect(received.telegram).toHaveLength(1);
    expect(received.email).toHaveLength(1);

    // Nothing is owed any more, so a second sweep queues nothing again.
    const second = await resumeOwedDeliveries(sweep, {
      untouchedSince: new Date(Date.now() + 1_000),
      batchSize: 500,
    });
    expect(second).toEqual({ requeued: 0, markedFailed: 0 });
  });
});

describe('deliveries stored before their ids were <notification>:<channel>', () => {
  it('when the service migrates them, then each is found by its notification and keeps its state', async () => {
    const model = deliveryModel(service.infra.conn);
    const notificationId = new Types.ObjectId().toString();
    const sentAt = new Date('2026-11-01T10:00:00Z');
    await model.collection.insertOne({
      _id: new Types.ObjectId(),
      notificationId,
      channel: 'telegram',
      status: 'sent',
      attempts: 1,
      sentAt,
      updatedAt: sentAt,
    } as never);
    const repository = deliveryRepository(model);
    expect(await repository.of(notificationId)).toEqual({});

    expect(await migrateDeliveryIds(model)).toBeGreaterThanOrEqual(1);
    expect(await repository.of(notificationId)).toEqual({
      telegram: { status: 'sent', attempts: 1, sentAt, updatedAt: sentAt },
    });
    expect(await model.countDocuments({ notificationId })).toBe(1);
  });
});
