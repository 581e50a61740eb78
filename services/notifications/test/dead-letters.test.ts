import { randomUUID } from 'node:crypto';
import { TOPICS, type EventEnvelope } from '@ghar/contracts/events';
import {
  buildEvent,
  deadLetterTopic,
  DLQ_REPLAY_FOR_HEADER,
  DLQ_REPLAY_OF_HEADER,
  readDeadLetterMessage,
  topicName,
} from '@ghar/platform';
import { testIdentities, waitFor } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadLetterModel } from '../src/data-access/dead-letter-model';
import { recordDeadLetter } from '../src/domain/record-dead-letter';
import { EVERY_EVENT } from './support/all-events';
import { storedNotifications } from './support/notifications-of';
import { startNotifications, type NotificationsService } from './support/notifications-service';
import { rawTopicReader } from './support/raw-topic';

const { admin: ADMIN, user: USER } = testIdentities();
let service: NotificationsService;
let bookingsTopic: string;

beforeAll(async () => {
  service = await startNotifications();
  bookingsTopic = topicName(TOPICS.bookings, service.namespace);
});
afterAll(async () => {
  await service?.close();
});

const bookingEvent = () =>
  buildEvent('BookingCreated', `b-${randomUUID()}`, EVERY_EVENT.BookingCreated.data, {
    source: 'bookings',
  });

/** What another service's consumer (dealers here) sends when it gives up on an event. */
async function deadLetteredByDealers(event: EventEnvelope) {
  await service.infra.producer.send({
    topic: deadLetterTopic(bookingsTopic),
    messages: [
      {
        key: event.subject,
        value: JSON.stringify(event),
        headers: {
          'event-type': event.type,
          'event-id': event.id,
          'dlq-error': 'commission ledger refused',
          'dlq-attempts': '5',
          'dlq-source-topic': bookingsTopic,
          'dlq-consumer': 'dealers-service',
        },
      },
    ],
  });
  const record = await waitFor(
    async () =>
      (await deadLetterModel(service.infra.conn).findOne({ eventId: event.id }).lean()) ?? false,
    { timeoutMs: 30_000 },
  );
  return record._id.toString();
}

/** The record is written before its alert (two writes): wait for the alert, not only the record. */
const alertsOf = (source: string) =>
  waitFor(
    async () => {
      const found = await storedNotifications(service).bySource(source);
      return found.length > 0 ? found : false;
    },
    { timeoutMs: 30_000 },
  );

const call = (method: string, path: string, body?: unknown, as = ADMIN) =>
  service.call(method, path, { as, ...(body !== undefined ? { json: body } : {}) });

describe('every .dlq message is recorded and alerted once', () => {
  it("when another service's consumer dead-letters an event, then one record and one SYSTEM_ALERT, even when delivered twice", async () => {
    const event = bookingEvent();
    const id = await deadLetteredByDealers(event);

    const { status, body } = await call('GET', `/admin/dead-letters/${id}`);
    expect(status).toBe(200);
    const record = body.data;
    expect(record).toMatchObject({
      dlqTopic: deadLetterTopic(bookingsTopic),
      sourceTopic: bookingsTopic,
      consumer: 'dealers-service',
      parked: false,
      eventId: event.id,
      eventType: 'BookingCreated',
      error: 'commission ledger refused',
      attempts: 5,
      status: 'OPEN',
      key: event.subject,
      value: JSON.stringify(event),
      history: [],
    });
    expect(record.headers).toContainEqual({ name: 'dlq-consumer', value: 'dealers-service' });

    // The same message handed over again, as Kafka does after a crash before the commit.
    const again = readDeadLetterMessage({
      topic: record.dlqTopic,
      partition: record.partition,
      message: {
        offset: record.offset,
        key: record.key,
        value: record.value,
        headers: Object.fromEntries(record.headers.map((h: any) => [h.name, h.value])),
      },
    });
    const repeat = await recordDeadLetter(
      { ...service.built.createDeps, deadLetters: service.built.deadLetters },
      again,
    );
    expect(repeat).toMatchObject({ created: false, record: { id } });

    expect(await deadLetterModel(service.infra.conn).countDocuments({ eventId: event.id })).toBe(1);
    const source = `dead-letter:${record.dlqTopic}/${record.partition}/${record.offset}`;
    const alerts = await alertsOf(source);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      type: 'SYSTEM_ALERT',
      title: 'Event processing failed',
      data: {
        topic: bookingsTopic,
        deadLetterId: id,
        eventId: event.id,
        eventType: 'BookingCreated',
      },
    });
    expect(alerts[0].message).toContain('by dealers-service after 5 failed attempts');

    const list = await call('GET', `/admin/dead-letters?status=OPEN&topic=${bookingsTopic}`);
    expect(list.status).toBe(200);
    expect(list.body.data.deadLetters[0]).toMatchObject({ id, valuePreview: expect.any(String) });
    expect(list.body.data.deadLetters[0].value).toBeUndefined();
  });
});

describe('replay', () => {
  it('when a mended value is replayed, then it goes to the source topic for the group that gave up, and the record is REPLAYED once', async () => {
    const reader = await rawTopicReader(service.infra.kafka, TOPICS.bookings, service.namespace);
    try {
      const event = bookingEvent();
      const id = await deadLetteredByDealers(event);
      const mended = JSON.stringify({ ...event, data: { ...event.data, amount: 4200 } });

      const replayed = await call('POST', `/admin/dead-letters/${id}/replay`, {
        value: mended,
        note: 'amount fixed',
      });
      expect(replayed.status).toBe(200);
      expect(replayed.body.data).toMatchObject({
        status: 'REPLAYED',
        history: [
          {
            action: 'REPLAYED',
            by: { userId: ADMIN.userId },
            note: 'amount fixed',
            mended: true,
            replayedTo: bookingsTopic,
            sentValue: mended,
          },
        ],
      });
      const { dlqTopic, partition, offset } = replayed.body.data;

      const sent = await reader.withHeader(
        DLQ_REPLAY_OF_HEADER,
        `${dlqTopic}/${partition}/${offset}`,
      );
      expect(sent.value!.toString()).toBe(mended);
      expect(sent.key!.toString()).toBe(event.subject);
      expect(sent.headers?.[DLQ_REPLAY_FOR_HEADER]?.toString()).toBe('dealers-service');
      expect(sent.headers?.['event-id']?.toString()).toBe(event.id);

      const twice = await call('POST', `/admin/dead-letters/${id}/replay`, {});
      expect(twice.status).toBe(409);
    } finally {
      await reader.close();
    }
  });

  it('when the mended value is not a valid event of that topic, then 400 with the reason and nothing changes', async () => {
    const event = bookingEvent();
    const id = await deadLetteredByDealers(event);
    const cases: [string, RegExp][] = [
      ['{not json', /^not JSON/],
      [JSON.stringify({ ...event, data: { ...event.data, amount: -5 } }), /^data\.amount/],
      [JSON.stringify({ ...event, id: randomUUID() }), /^id: must stay/],
      [JSON.stringify({ ...event, occurredAt: 'yesterday' }), /^occurredAt/],
      [
        JSON.stringify(
          buildEvent('InquiryReceived', 'i-1', EVERY_EVENT.InquiryReceived.data, { source: 'x' }),
        ),
        /belongs on/,
      ],
    ];
    for (const [value, reason] of cases) {
      const res = await call('POST', `/admin/dead-letters/${id}/replay`, { value });
      expect(res.status, value).toBe(400);
      expect(res.body.error).toBe('The event to replay is not valid');
      expect(res.body.errors.join('\n')).toMatch(reason);
    }
    expect((await call('GET', `/admin/dead-letters/${id}`)).body.data.status).toBe('OPEN');
  });
});

describe('a parked record', () => {
  it('when an outbox parked an event, then its notice is recorded and a replay needs the whole event, sent to every group', async () => {
    const reader = await rawTopicReader(service.infra.kafka, TOPICS.bookings, service.namespace);
    try {
      const event = bookingEvent();
      await service.infra.producer.send({
        topic: deadLetterTopic(bookingsTopic),
        messages: [
          {
            key: event.subject,
            value: JSON.stringify({
              eventId: event.id,
              eventType: event.type,
              subject: event.subject,
            }),
            headers: {
              'event-id': event.id,
              'event-type': event.type,
              'dlq-error': 'MESSAGE_TOO_LARGE',
              'dlq-attempts': '5',
              'dlq-source-topic': bookingsTopic,
              'dlq-consumer': 'outbox-relay',
            },
          },
        ],
      });
      const record = await waitFor(
        async () =>
          (await deadLetterModel(service.infra.conn).findOne({ eventId: event.id }).lean()) ??
          false,
        { timeoutMs: 30_000 },
      );
      const id = record._id.toString();
      expect(record).toMatchObject({ parked: true, consumer: 'outbox-relay' });
      const alert = await alertsOf(
        `dead-letter:${record.dlqTopic}/${record.partition}/${record.offset}`,
      );
      expect(alert[0]?.message).toContain('was parked in its outbox after 5 attempts');

      const bare = await call('POST', `/admin/dead-letters/${id}/replay`, {});
      expect(bare.status).toBe(400);
      expect(bare.body.error).toMatch(/paste the whole event/);

      const whole = JSON.stringify(event);
      expect(
        (await call('POST', `/admin/dead-letters/${id}/replay`, { value: whole })).status,
      ).toBe(200);
      const sent = await reader.withHeader(
        DLQ_REPLAY_OF_HEADER,
        `${record.dlqTopic}/${record.partition}/${record.offset}`,
      );
      expect(sent.value!.toString()).toBe(whole);
      expect(sent.headers?.[DLQ_REPLAY_FOR_HEADER]).toBeUndefined();
    } finally {
      await reader.close();
    }
  });
});

describe('discard and access', () => {
  it('when an admin discards with a note, then it is DISCARDED and can be neither replayed nor discarded again', async () => {
    const id = await deadLetteredByDealers(bookingEvent());
    expect((await call('POST', `/admin/dead-letters/${id}/discard`, {})).status).toBe(400);

    const discarded = await call('POST', `/admin/dead-letters/${id}/discard`, {
      note: 'test booking, nobody needs it',
    });
    expect(discarded.status).toBe(200);
    expect(discarded.body.data).toMatchObject({
      status: 'DISCARDED',
      history: [{ action: 'DISCARDED', note: 'test booking, nobody needs it' }],
    });
    expect((await call('POST', `/admin/dead-letters/${id}/replay`, {})).status).toBe(409);
    expect((await call('POST', `/admin/dead-letters/${id}/discard`, { note: 'x' })).status).toBe(
      409,
    );
    const discardedList = await call('GET', '/admin/dead-letters?status=DISCARDED');
    expect(discardedList.body.data.deadLetters.map((row: any) => row.id)).toContain(id);
  });

  it('when the id names nothing, then 404; when a non-admin calls, then 403', async () => {
    for (const missing of ['665f0000000000000000dead', 'not-an-id']) {
      expect((await call('GET', `/admin/dead-letters/${missing}`)).status).toBe(404);
      expect((await call('POST', `/admin/dead-letters/${missing}/replay`, {})).status).toBe(404);
    }
    const id = await deadLetteredByDealers(bookingEvent());
    expect((await call('GET', '/admin/dead-letters', undefined, USER)).status).toBe(403);
    expect((await call('POST', `/admin/dead-letters/${id}/replay`, {}, USER)).status).toBe(403);
    expect(
      (await call('POST', `/admin/dead-letters/${id}/discard`, { note: 'n' }, USER)).status,
    ).toBe(403);
  });

  it('when a topic has more than 100 dead letters, then the list pages newest first and its total says at least 100', async () => {
    const source = `load-${randomUUID().slice(0, 8)}`;
    const start = Date.now() - 200_000;
    await deadLetterModel(service.infra.conn).insertMany(
      Array.from({ length: 101 }, (_, i) => ({
        dlqTopic: `${source}.dlq`,
        partition: 0,
        offset: String(i),
        sourceTopic: source,
        consumer: 'dealers-service',
        parked: false,
        error: 'refused',
        attempts: 5,
        value: `{"n":${i}}`,
        receivedAt: new Date(start + i * 1000),
        status: i === 0 ? 'DISCARDED' : 'OPEN',
        history: [],
      })),
    );

    const first = (await call('GET', `/admin/dead-letters?topic=${source}`)).body.data;
    expect(first).toMatchObject({ total: 100, totalCapped: true, totalPages: 5, page: 1 });
    expect(first.deadLetters[0].offset).toBe('100');
    const last = (await call('GET', `/admin/dead-letters?topic=${source}.dlq&page=6`)).body.data;
    expect(last).toMatchObject({ total: 101, totalCapped: false, totalPages: 6 });
    expect(last.deadLetters.map((row: any) => row.offset)).toEqual(['0']);
    const discarded = await call('GET', `/admin/dead-letters?topic=${source}&status=DISCARDED`);
    expect(discarded.body.data).toMatchObject({ total: 1, totalCapped: false, totalPages: 1 });
  });
});
