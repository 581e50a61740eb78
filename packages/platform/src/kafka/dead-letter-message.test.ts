import { describe, expect, it } from 'vitest';
import { headerTexts, readDeadLetterMessage } from './dead-letter-message';

describe('readDeadLetterMessage', () => {
  it('when a consumer dead-lettered an event, then headers name its source, group and error', () => {
    const letter = readDeadLetterMessage({
      topic: 'ns.bookings.events.dlq',
      partition: 0,
      message: {
        offset: '7',
        key: Buffer.from('b-1'),
        value: Buffer.from(JSON.stringify({ id: 'e-1', type: 'BookingApproved' })),
        headers: {
          'event-id': Buffer.from('e-1'),
          'event-type': Buffer.from('BookingApproved'),
          'dlq-error': Buffer.from('boom'),
          'dlq-attempts': Buffer.from('5'),
          'dlq-source-topic': Buffer.from('ns.bookings.events'),
          'dlq-consumer': Buffer.from('dealers-service'),
        },
      },
    });
    expect(letter).toMatchObject({
      dlqTopic: 'ns.bookings.events.dlq',
      partition: 0,
      offset: '7',
      sourceTopic: 'ns.bookings.events',
      consumer: 'dealers-service',
      parked: false,
      eventId: 'e-1',
      eventType: 'BookingApproved',
      error: 'boom',
      attempts: 5,
      key: 'b-1',
    });
    expect(letter.headers).toContainEqual({ name: 'dlq-consumer', value: 'dealers-service' });
  });

  it('when the message has no dlq headers, then the dlq topic names the source and the value the event', () => {
    const letter = readDeadLetterMessage({
      topic: 'listings.events.dlq',
      partition: 2,
      message: { offset: '0', value: Buffer.from('{"id":"e-2","type":"PropertyAdded"}') },
    });
    expect(letter).toMatchObject({
      sourceTopic: 'listings.events',
      consumer: 'unknown',
      eventId: 'e-2',
      eventType: 'PropertyAdded',
      error: 'unknown error',
      attempts: 0,
    });
    expect(letter.key).toBeUndefined();
  });

  it('when the value is not JSON and attempts are garbage, then it still reads', () => {
    const letter = readDeadLetterMessage({
      topic: 'auth.events.dlq',
      partition: 0,
      message: {
        offset: '3',
        value: Buffer.from('not json'),
        headers: {
          'dlq-attempts': Buffer.from('many'),
          'dlq-consumer': Buffer.from('outbox-relay'),
        },
      },
    });
    expect(letter).toMatchObject({ value: 'not json', attempts: 0, parked: true });
    expect(letter.eventId).toBeUndefined();
  });
});

describe('headerTexts', () => {
  it('when a header repeats or is missing, then each value is one entry and missing ones are left out', () => {
    expect(headerTexts({ a: [Buffer.from('1'), Buffer.from('2')], b: 'x', c: undefined })).toEqual([
      { name: 'a', value: '1' },
      { name: 'a', value: '2' },
      { name: 'b', value: 'x' },
    ]);
  });
});
