import { randomUUID } from 'node:crypto';
import { EVENT_CATALOG } from '@ghar/contracts/events';
import { describe, expect, it } from 'vitest';
import { checkReplayValue } from './dead-letter-rules';

const event = {
  id: randomUUID(),
  type: 'InquiryReceived',
  version: 1,
  occurredAt: '2026-11-24T04:00:00.000Z',
  source: 'notifications',
  subject: 'i-1',
  actor: null,
  correlationId: 'c-1',
  data: { inquiryId: 'i-1', mobileNumber: '9876543210', messagePreview: 'Hello' },
};
const topicOf = (base: string) => `ns.${base}`;
const sourceTopic = topicOf(EVENT_CATALOG.InquiryReceived.topic);
const check = (value: unknown, originalEventId: string | null = event.id) =>
  checkReplayValue({
    value: typeof value === 'string' ? value : JSON.stringify(value),
    sourceTopic,
    topicOf,
    originalEventId: originalEventId ?? undefined,
  });

describe('checkReplayValue', () => {
  it('when the value is a valid event of the source topic with the same id, then it passes', () => {
    expect(check(event)).toEqual({ ok: true, event });
  });

  it('when the value is not JSON, then the parser says why', () => {
    expect(check('{oops')).toMatchObject({
      ok: false,
      reasons: [expect.stringMatching(/^not JSON/)],
    });
  });

  it('when the envelope or the data break their schemas, then each path is named', () => {
    const broken = check({ ...event, version: 0, data: { ...event.data } });
    expect(broken).toMatchObject({ ok: false, reasons: [expect.stringMatching(/^version:/)] });
    const badData = check({ ...event, data: { ...event.data, mobileNumber: 42 } });
    expect(badData).toMatchObject({
      ok: false,
      reasons: [expect.stringMatching(/^data\.mobileNumber:/)],
    });
  });

  it('when the type is unknown or belongs on another topic, then it is refused', () => {
    expect(check({ ...event, type: 'NoSuchThing' })).toMatchObject({
      ok: false,
      reasons: ['type: unknown event type NoSuchThing'],
    });
    const elsewhere = checkReplayValue({
      value: JSON.stringify(event),
      sourceTopic: 'ns.bookings.events',
      topicOf,
      originalEventId: event.id,
    });
    expect(elsewhere).toMatchObject({ ok: false, reasons: [expect.stringMatching(/belongs on/)] });
  });

  it('when the id changes, then it is refused, unless the dead letter had none', () => {
    const renamed = { ...event, id: randomUUID() };
    expect(check(renamed)).toMatchObject({ ok: false, reasons: [expect.stringMatching(/^id:/)] });
    expect(check(renamed, null)).toMatchObject({ ok: true });
  });
});
