import { EVENT_CATALOG } from '@ghar/contracts/events';
import { describe, expect, it } from 'vitest';
import { appendEvents, startOutboxRelay, withNewEvents, type OutboxFields } from '../src/index';
import { readTopicUntil } from './support/read-topic';
import {
  inquiryEvent as eventOf,
  inquiryOutboxModel,
  kafkaTestBed,
} from './support/kafka-test-bed';

// The relay reads the documents this process wrote by id (on FerretDB a query on anything but
// _id reads the whole collection) and scans for pending outboxes only at start and every sweepMs.
const { namespace, logger, kafka, producer, topic, conn } = await kafkaTestBed(
  'platform_relay',
  EVENT_CATALOG.InquiryReceived.topic,
);
const Inquiry = inquiryOutboxModel(conn);
const inquiryEvent = (inquiryId: string) => eventOf(inquiryId, 'relay-by-id-test');
const withId = (id: string) => (message: { value: Buffer | null }) =>
  JSON.parse(message.value!.toString()).id === id;
const pendingOf = async (id: string) =>
  ((await Inquiry.findById(id).lean()) as unknown as OutboxFields).hasPendingEvents;

describe('outbox relay, documents written in this process', () => {
  it('when a document is created or updated with events, then they are published without a sweep; a write it was not told of waits for the sweep', async () => {
    const relay = startOutboxRelay({
      models: [Inquiry],
      producer,
      logger,
      namespace,
      intervalMs: 20,
      sweepMs: 3_600_000,
    });
    try {
      await relay.flush(); // the start's sweep: the next one is an hour away
      // Written around mongoose (no hooks): only a sweep can find it.
      const unseen = inquiryEvent(`inq-unseen-${namespace}`);
      await Inquiry.collection.insertOne({
        _id: unseen.subject as never,
        ...withNewEvents([unseen]),
      });

      const created = inquiryEvent(`inq-created-${namespace}`);
      await Inquiry.create({ _id: created.subject, ...withNewEvents([created]) });
      await readTopicUntil(kafka, topic, withId(created.id));

      const appended = inquiryEvent(created.subject);
      await Inquiry.updateOne({ _id: created.subject }, appendEvents([appended]));
      await readTopicUntil(kafka, topic, withId(appended.id));
      await expect.poll(() => pendingOf(created.subject), { timeout: 30_000 }).toBe(false);

      expect(await pendingOf(unseen.subject)).toBe(true);
      await relay.flush();
      await readTopicUntil(kafka, topic, withId(unseen.id));
      expect(await pendingOf(unseen.subject)).toBe(false);
    } finally {
      await relay.stop();
    }
  });

  it('when a sweep finds a full batch, then the next ticks sweep again until the backlog is gone', async () => {
    // What a killed process left: 25 outboxes nobody in this process was told of.
    const left = Array.from({ length: 25 }, (_, index) =>
      inquiryEvent(`inq-left-${index}-${namespace}`),
    );
    await Inquiry.collection.insertMany(
      left.map((event) => ({ _id: event.subject as never, ...withNewEvents([event]) })),
    );
    const relay = startOutboxRelay({
      models: [Inquiry],
      producer,
      logger,
      namespace,
      intervalMs: 20,
      sweepMs: 3_600_000,
      batchSize: 5,
    });
    try {
      await relay.flush(); // one sweep: 5 of them, and the batch was full
      await expect
        .poll(
          () =>
            Inquiry.countDocuments({
              _id: { $in: left.map((event) => event.subject) },
              hasPendingEvents: true,
            }),
          {
            timeout: 30_000,
          },
        )
        .toBe(0);
    } finally {
      await relay.stop();
    }
  });
});
