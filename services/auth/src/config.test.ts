import { describe, expect, it } from 'vitest';
import { loadServiceConfig } from './config';

const REQUIRED = {
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  KAFKA_BROKERS: '127.0.0.1:9092',
  REDIS_URL: 'redis://127.0.0.1:6379',
  INTERNAL_SIGNING_SECRET: 'config-test-signing-secret',
  JWT_SECRET: 'config-test-jwt-secret-0123456789abcdef',
  AADHAAR_ENCRYPTION_KEY: 'ab'.repeat(32),
};

describe('COOKIE_SECURE', () => {
  it('when production leaves it unset or empty, then the session cookie is Secure', () => {
    expect(loadServiceConfig({ ...REQUIRED, NODE_ENV: 'production' }).COOKIE_SECURE).toBe(true);
    expect(
      loadServiceConfig({ ...REQUIRED, NODE_ENV: 'production', COOKIE_SECURE: '' }).COOKIE_SECURE,
    ).toBe(true);
  });

  it('when a local run leaves it unset, then plain http can sign in', () => {
    expect(loadServiceConfig({ ...REQUIRED }).COOKIE_SECURE).toBe(false);
    expect(loadServiceConfig({ ...REQUIRED, NODE_ENV: 'test' }).COOKIE_SECURE).toBe(false);
  });

  it('when it is set, then it wins over NODE_ENV', () => {
    const env = { ...REQUIRED, NODE_ENV: 'production' as const, COOKIE_SECURE: 'false' };
    expect(loadServiceConfig(env).COOKIE_SECURE).toBe(false);
    expect(loadServiceConfig({ ...REQUIRED, COOKIE_SECURE: 'true' }).COOKIE_SECURE).toBe(true);
  });
});
