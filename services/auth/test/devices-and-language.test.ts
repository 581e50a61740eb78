import { VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import { uniqueIp } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthService, type AuthService, type TestUser } from './support/auth-service';

let svc: AuthService;
beforeAll(async () => {
  svc = await startAuthService();
});
afterAll(() => svc?.close());

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

const loginFrom = (user: TestUser, userAgent: string) =>
  svc.call('POST', '/auth/login', {
    json: { email: user.email, password: user.password },
    headers: { 'x-forwarded-for': uniqueIp(), 'user-agent': userAgent },
  });

type Envelope = { type: string; subject: string; data: unknown };
const newDevicesOf = (events: Envelope[], userId: string) =>
  events.filter((e) => e.subject === userId && e.type === 'NewDeviceSignedIn');

describe('sign-ins from new devices', () => {
  it('when the first sign-in is followed by the same phone and then two other devices, then only the other devices are announced, by name, never the IP or user agent', async () => {
    const user = await svc.createUser();
    // The first sign-in after signup has nothing to compare with: remembered, not announced.
    expect((await loginFrom(user, ANDROID_CHROME)).status).toBe(200);
    expect((await loginFrom(user, ANDROID_CHROME.replace('130.0', '131.0'))).status).toBe(200);
    expect((await loginFrom(user, IPHONE_SAFARI)).status).toBe(200);
    // Known now: the third device's announcement is the only one after the iPhone's.
    expect((await loginFrom(user, IPHONE_SAFARI)).status).toBe(200);
    expect((await loginFrom(user, WINDOWS_FIREFOX)).status).toBe(200);

    const { events } = await svc.readEvents(
      (all) => newDevicesOf(all as Envelope[], user.id).length >= 2,
    );
    const announced = newDevicesOf(events as Envelope[], user.id);
    expect(announced.map((e) => e.data)).toEqual([
      {
        userId: user.id,
        email: user.email,
        device: 'Safari on iOS',
        signedInAt: expect.any(String),
      },
      expect.objectContaining({ device: 'Firefox on Windows' }),
    ]);
    expect(JSON.stringify(announced)).not.toMatch(/Mozilla|\d+\.\d+\.\d+\.\d+/);
  });

  it('when the password is wrong from a new device, then nothing is remembered or announced', async () => {
    const user = await svc.createUser();
    await loginFrom(user, ANDROID_CHROME);
    const wrong = await svc.call('POST', '/auth/login', {
      json: { email: user.email, password: 'Wr0ng@Pass' },
      headers: { 'x-forwarded-for': uniqueIp(), 'user-agent': IPHONE_SAFARI },
    });
    expect(wrong.status).toBe(401);
    // Had the failed try been remembered, this right one would not be announced.
    await loginFrom(user, IPHONE_SAFARI);
    const { events } = await svc.readEvents(
      (all) => newDevicesOf(all as Envelope[], user.id).length >= 1,
    );
    expect(newDevicesOf(events as Envelope[], user.id)).toHaveLength(1);
  });
});

describe('PUT /auth/language', () => {
  it('when a user chooses Hindi, then the profile answers it, and UserUpdated carries it to the other services', async () => {
    const user = await svc.createUser();
    const me = await svc.call('GET', '/auth/me', { as: user.identity });
    expect(me.body.data.user.language).toBe('en');

    const res = await svc.call('PUT', '/auth/language', {
      as: user.identity,
      json: { language: 'hi' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user.language).toBe('hi');
    const again = await svc.call('GET', '/auth/me', { as: user.identity });
    expect(again.body.data.user.language).toBe('hi');

    const { events } = await svc.readEvents((all) =>
      (all as Envelope[]).some((e) => e.subject === user.id && e.type === 'UserUpdated'),
    );
    const updated = (events as Envelope[]).find(
      (e) => e.subject === user.id && e.type === 'UserUpdated',
    );
    expect(updated?.data).toMatchObject({ userId: user.id, language: 'hi' });
  });

  it('when the language is neither English nor Hindi, or missing, then 400 with the message', async () => {
    const user = await svc.createUser();
    for (const json of [{ language: 'fr' }, {}, { language: 'HI' }]) {
      const res = await svc.call('PUT', '/auth/language', { as: user.identity, json });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(V.languageInvalid);
    }
  });

  it('when a visitor chooses a language, then 401', async () => {
    const res = await svc.call('PUT', '/auth/language', { json: { language: 'hi' } });
    expect(res.status).toBe(401);
  });

  it('when the profile is edited with a language, then it is kept; without one, it stays', async () => {
    const user = await svc.createUser();
    const withHindi = await svc.call('PUT', '/auth/profile', {
      as: user.identity,
      json: { name: 'Asha Meena', language: 'hi' },
    });
    expect(withHindi.body.data.user.language).toBe('hi');
    const without = await svc.call('PUT', '/auth/profile', {
      as: user.identity,
      json: { name: 'Asha M' },
    });
    expect(without.body.data.user).toMatchObject({ name: 'Asha M', language: 'hi' });
    const bad = await svc.call('PUT', '/auth/profile', {
      as: user.identity,
      json: { name: 'Asha M', language: 'xx' },
    });
    expect(bad.status).toBe(400);
  });
});
