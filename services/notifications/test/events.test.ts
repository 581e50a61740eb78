import { randomUUID } from 'node:crypto';
import { EVENT_CATALOG, EVENT_TYPES, type EventType } from '@ghar/contracts/events';
import { buildEvent, processedEventsModel, publishEvents, topicName } from '@ghar/platform';
import { uniqueName, waitFor } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_EVENT } from './support/all-events';
import { storedNotifications } from './support/notifications-of';
import { startNotifications, type NotificationsService } from './support/notifications-service';

const namespace = uniqueName('notif-events');
let service: NotificationsService;

beforeAll(async () => {
  service = await startNotifications({ namespace });
});
afterAll(async () => {
  await service?.close();
});

async function processed(eventId: string) {
  const model = processedEventsModel(service.infra.conn);
  await waitFor(async () => expect(await model.exists({ eventId })).not.toBeNull(), {
    timeoutMs: 20_000,
  });
}

describe('every event of docs/events.md is consumed from Kafka', () => {
  it.each(EVENT_TYPES)(
    'when %s is published, then it makes the notification of the mapping table (or none)',
    async (type: EventType) => {
      const sample = EVERY_EVENT[type];
      const event = buildEvent(type, `subject-${randomUUID()}`, sample.data as never, {
        source: 'component-test',
        actor: sample.actor,
      });
      await publishEvents(service.infra.producer, [event], namespace);
      await processed(event.id);

      const stored = await storedNotifications(service).oneBySource(event.id);
      if (sample.expected === null) {
        expect(stored).toBeNull();
        return;
      }
      expect(stored).toMatchObject({
        type: sample.expected.type,
        title: sample.expected.title,
        read: false,
      });
      expect(stored!.data).toEqual(sample.expected.data);
      expect(stored!.message.length).toBeGreaterThan(10);
      // The web writes it in the reader's language from this (issue 23).
      expect(stored!.template?.key).toEqual(expect.any(String));
    },
  );

  it('when a status change was caused by a booking, then it makes no notification of its own', async () => {
    const data = { ...EVERY_EVENT.PropertyStatusChanged.data, bookingId: 'b-1001' };
    const event = buildEvent('PropertyStatusChanged', 'p-jaipur-villa', data, {
      source: 'component-test',
    });
    await publishEvents(service.infra.producer, [event], namespace);
    await processed(event.id);
    expect(await storedNotifications(service).oneBySource(event.id)).toBeNull();
  });
});

describe('dead letters', () => {
  it('when a message cannot be read, then it is dead-lettered and raises a SYSTEM_ALERT', async () => {
    const topic = topicName(EVENT_CATALOG.BookingCreated.topic, namespace);
    await service.infra.producer.send({
      topic,
      messages: [{ key: 'x', value: 'not json at all' }],
    });

    const { model } = storedNotifications(service);
    const alert = await waitFor(async () => {
      const found = await model
        .findOne({ type: 'SYSTEM_ALERT', message: { $regex: '^An unreadable message' } })
        .lean();
      expect(found).not.toBeNull();
      return found!;
    });
    expect(alert.title).toBe('Event processing failed');
    expect(alert.message).toContain(
      `An unreadable message on ${topic} was moved to ${topic}.dlq by notifications-service`,
    );
    expect(alert.data).toEqual({ topic, deadLetterId: expect.any(String) });
    // Named by its place in the dlq topic, so a redelivered dlq message cannot raise a second alert.
    expect(alert.sourceEventId).toMatch(new RegExp(`^dead-letter:${topic}\\.dlq/\\d+/\\d+$`));
  });

  it('when an event keeps failing its handler, then after the bounded retries it raises a SYSTEM_ALERT naming it', async () => {
    const topic = topicName(EVENT_CATALOG.BookingCreated.topic, namespace);
    // Built by hand: its data breaks the contract (negative amount), so every attempt fails.
    const event = {
      ...buildEvent('BookingCreated', 'b-bad', EVERY_EVENT.BookingCreated.data, {
        source: 'component-test',
      }),
    };
    event.data = { ...event.data, amount: -1 };
    await publishEvents(service.infra.producer, [event], namespace);

    const { model, oneBySource } = storedNotifications(service);
    const alert = await waitFor(async () => {
      const found = await model.findOne({ 'data.eventId': event.id }).lean();
      expect(found).not.toBeNull();
      return found!;
    });
    expect(alert).toMatchObject({ type: 'SYSTEM_ALERT', title: 'Event processing failed' });
    expect(alert.message).toContain(
      `A BookingCreated event on ${topic} was moved to ${topic}.dlq by notifications-service after 2 failed attempts`,
    );
    expect(alert.data).toEqual({
      topic,
      deadLetterId: expect.any(String),
      eventId: event.id,
      eventType: 'BookingCreated',
    });
    expect(await oneBySource(event.id)).toBeNull();
  });
});
