import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFY_ROUTES, notifyRoutesSchema, planDeliveries } from './delivery-routing';

const ALL_CHANNELS = ['whatsapp', 'telegram', 'email'];

describe('notification routing', () => {
  it('when NOTIFY_ROUTES is unset or blank, then bookings, dealer requests, inquiries and payments go to every channel', () => {
    expect(notifyRoutesSchema.parse(undefined)).toEqual(DEFAULT_NOTIFY_ROUTES);
    expect(notifyRoutesSchema.parse('  ')).toEqual(DEFAULT_NOTIFY_ROUTES);
    expect(DEFAULT_NOTIFY_ROUTES).toEqual({
      BOOKING_CREATED: ALL_CHANNELS,
      DEALER_REQUEST: ALL_CHANNELS,
      INQUIRY_RECEIVED: ALL_CHANNELS,
      PAYMENT_RECEIVED: ALL_CHANNELS,
    });
  });

  it('when the compact form is given, then it replaces the default', () => {
    expect(
      notifyRoutesSchema.parse('BOOKING_CREATED:whatsapp|telegram; SYSTEM_ALERT:email'),
    ).toEqual({
      BOOKING_CREATED: ['whatsapp', 'telegram'],
      SYSTEM_ALERT: ['email'],
    });
  });

  it('when JSON is given, then it is read the same way', () => {
    expect(
      notifyRoutesSchema.parse('{"USER_SIGNUP": ["email"], "INQUIRY_RECEIVED": ["*"]}'),
    ).toEqual({
      USER_SIGNUP: ['email'],
      INQUIRY_RECEIVED: ALL_CHANNELS,
    });
  });

  it('when * names the type, then every type gets those channels, merged with the other entries', () => {
    const routes = notifyRoutesSchema.parse('*:email;BOOKING_CREATED:telegram');
    expect(routes.SYSTEM_ALERT).toEqual(['email']);
    expect(routes.BOOKING_CREATED).toEqual(['telegram', 'email']);
  });

  it('when a type or a channel is unknown, then the configuration is refused with its name', () => {
    const badType = notifyRoutesSchema.safeParse('BOOKING_MADE:email');
    expect(badType.success).toBe(false);
    expect(badType.error?.issues[0]?.message).toContain('"BOOKING_MADE"');
    const badChannel = notifyRoutesSchema.safeParse('BOOKING_CREATED:sms');
    expect(badChannel.success).toBe(false);
    expect(badChannel.error?.issues[0]?.message).toContain('"sms"');
    expect(notifyRoutesSchema.safeParse('{"BOOKING_CREATED": "email"}').success).toBe(false);
    expect(notifyRoutesSchema.safeParse('{not json').success).toBe(false);
  });

  it('when a routed channel is configured, then it is queued; when it is not, then it is skipped', () => {
    const plan = planDeliveries(
      'BOOKING_CREATED',
      DEFAULT_NOTIFY_ROUTES,
      new Set(['telegram', 'email']),
    );
    expect(plan).toEqual([
      { channel: 'whatsapp', status: 'skipped' },
      { channel: 'telegram', status: 'pending' },
      { channel: 'email', status: 'pending' },
    ]);
  });

  it('when a type has no route, then nothing is delivered even with every channel configured', () => {
    const configured = new Set(['whatsapp', 'telegram', 'email'] as const);
    expect(planDeliveries('USER_SIGNUP', DEFAULT_NOTIFY_ROUTES, configured)).toEqual([]);
    expect(planDeliveries('SYSTEM_ALERT', DEFAULT_NOTIFY_ROUTES, configured)).toEqual([]);
  });
});
