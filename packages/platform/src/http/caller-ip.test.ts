import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { callerIp } from './caller-ip';

const request = (forwardedFor: string | string[] | undefined, remoteAddress = '127.0.0.1') => ({
  headers: { 'x-forwarded-for': forwardedFor },
  socket: { remoteAddress } as Socket,
});

describe('callerIp', () => {
  it('when the gateway wrote an address, then the last entry counts and earlier claims are ignored', () => {
    expect(callerIp(request('1.1.1.1, 10.0.0.7'))).toBe('10.0.0.7');
    expect(callerIp(request(['1.1.1.1', '10.0.0.8']))).toBe('10.0.0.8');
  });

  it('when there is no forwarded address, then the socket address counts', () => {
    expect(callerIp(request(undefined))).toBe('127.0.0.1');
    expect(callerIp(request(' , ', '::1'))).toBe('::1');
  });
});
