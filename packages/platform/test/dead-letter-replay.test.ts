import { TOPICS } from '@ghar/contracts/events';
import type { KafkaMessage } from 'kafkajs';
import { describe, expect, it } from 'vitest';
import {
  buildEvent,
  deadLetterTopic,
  DLQ_REPLAY_FOR_HEADER,
  DLQ_REPLAY_OF_HEADER,
  processedEventsModel,
  publishEvents,
  startEventConsumer,
} from '../src/index';
import { kafkaTestBed } from './support/kafka-test-bed';
import { readTopicUntil } from './support/read-topic';

const { namespace, logger, kafka, producer, topic, conn } = await kafkaTestBed(
  'platform_replay',
  TOPICS.notifications,
);
const processed = processedEventsModel(conn);

const inquiry = (inquiryId: string) =>
  buildEvent(
    'InquiryReceived',
    'inq-replay',
    { inquiryId, mobileNumber: '9876543210', messagePreview: 'Hello' },
    { source: 'test' },
  );

const outcomeOf = async (group: string, eventId: string) =>
  (await processed.findOne({ consumer: group, eventId }).lean())?.outcome ?? null;

/** The dead letter published again, as the notifications service's replay does. */
async function replay(dead: KafkaMessage, forGroup: string) {
  await producer.send({
    topic,
    messages: [
      {
        key: dead.key,
        value: dead.value,
        headers: {
          'event-id': dead.headers!['event-id']!,
          [DLQ_REPLAY_OF_HEADER]: `${deadLetterTopic(topic)}/0/${dead.offset}`,
          [DLQ_REPLAY_FOR_HEADER]: forGroup,
        },
      },
    ],
  });
}

describe('replaying a dead letter', () => {
  it('when a dead letter is replayed for its group, then only that group runs it again, once', async () => {
    let failing = true;
    const handledBy = { flaky: [] as string[], steady: [] as string[] };
    const start = (groupId: 'flaky' | 'steady') =>
      startEventConsumer({
        kafka,
        producer,
        conn,
        groupId,
        namespace,
        logger,
        maxAttempts: 2,
        retryBaseMs: 10,
        handlers: {
          InquiryReceived: async (event) => {
            if (groupId === 'flaky' && failing) throw new Error('downstream refused');
            handledBy[groupId].push(event.data.inquiryId);
          },
        },
      });
    const consumers = [await start('flaky'), await start('steady')];
    try {
      const event = inquiry('first');
      await publishEvents(producer, [event], namespace);
      const isDeadOf = (id: string) => (message: KafkaMessage) =>
        message.headers?.['event-id']?.toString() === id;
      const dead = await readTopicUntil(kafka, deadLetterTopic(topic), isDeadOf(event.id));
      await expect.poll(() => outcomeOf('flaky', event.id)).toBe('dead-lettered');
      await expect.poll(() => handledBy.steady).toEqual(['first']);

      // Still failing: the replay runs the handler and is dead-lettered again, as a new message.
      await replay(dead, 'flaky');
      const again = await readTopicUntil(
        kafka,
        deadLetterTopic(topic),
        (message) => isDeadOf(event.id)(message) && message.offset !== dead.offset,
      );
      expect(again.headers?.[DLQ_REPLAY_FOR_HEADER]?.toString()).toBe('flaky');

      failing = false;
      await replay(dead, 'flaky');
      await expect.poll(() => outcomeOf('flaky', event.id)).toBe('handled');
      expect(handledBy.flaky).toEqual(['first']);

      // A second identical replay, then a fresh event on the same partition (same key) as a
      // barrier: once the fresh one is handled, the replay before it has been passed over.
      await replay(dead, 'flaky');
      const barrier = inquiry('barrier');
      await publishEvents(producer, [barrier], namespace);
      await expect.poll(() => handledBy.flaky).toEqual(['first', 'barrier']);
      await expect.poll(() => handledBy.steady).toEqual(['first', 'barrier']);
      expect(await outcomeOf('steady', event.id)).toBe('handled');
    } finally {
      for (const consumer of consumers) await consumer.stop();
    }
  });
});
