import { describe, expect, it } from 'vitest';
import { systemStatusOf } from './system-status';

describe('systemStatusOf', () => {
  it('when a service is down and no one could check kafka, then both show down with why, the rest up', () => {
    const status = systemStatusOf({
      ready: false,
      services: {
        auth: { status: 'up' },
        listings: { status: 'up' },
        bookings: { status: 'down', error: 'unreachable' },
        dealers: { status: 'up' },
        notifications: { status: 'up' },
      },
      servers: { mongo: 'up', kafka: 'unknown', redis: 'down' },
      redis: { status: 'up' },
    });
    expect(status.map((part) => `${part.name}:${part.status}`)).toEqual([
      'gateway:up',
      'auth:up',
      'listings:up',
      'bookings:down',
      'dealers:up',
      'notifications:up',
      'kafka:down',
      'database:up',
      'redis:down',
    ]);
    expect(status.find((part) => part.name === 'bookings')?.detail).toBe('unreachable');
  });
});
