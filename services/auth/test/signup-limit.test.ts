import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail, uniqueIp } from '@ghar/testing';
import {
  startAuthService,
  STRONG_PASSWORD,
  uniqueAadhaar,
  type AuthService,
} from './support/auth-service';

let svc: AuthService;
beforeAll(async () => {
  svc = await startAuthService({ env: { SIGNUP_MAX_PER_IP: '3' } });
});
afterAll(() => svc?.close());

const signup = (path: '/auth/signup' | '/auth/dealer-signup', ip: string) =>
  svc.call('POST', path, {
    json: {
      name: 'Asha Verma',
      email: uniqueEmail('burst'),
      mobile: '9876543210',
      password: STRONG_PASSWORD,
      aadhaar: uniqueAadhaar(),
    },
    headers: { 'x-forwarded-for': ip },
  });

describe('sign-ups per address', () => {
  it('when one address signs up past its limit, then 429 with the text and Retry-After', async () => {
    const ip = uniqueIp();
    const answers = await Promise.all(Array.from({ length: 5 }, () => signup('/auth/signup', ip)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const refused = answers.find((res) => res.status === 429)!;
    expect(refused.body.error).toBe(ERROR_MESSAGES.tooManySignups);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
  });

  it('when dealer sign-ups come from an address at its limit, then they are refused too; another address is not', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i += 1) expect((await signup('/auth/signup', ip)).status).toBe(201);
    expect((await signup('/auth/dealer-signup', ip)).status).toBe(429);
    expect((await signup('/auth/dealer-signup', uniqueIp())).status).toBe(201);
  });
});
