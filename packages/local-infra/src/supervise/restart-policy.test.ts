import { describe, expect, it } from 'vitest';
import {
  decideRestart,
  DEFAULT_RESTART_POLICY,
  formatDelay,
  giveUpMessage,
  isCleanExit,
} from './restart-policy';

const policy = DEFAULT_RESTART_POLICY;

describe('decideRestart', () => {
  it('when exits follow one another, then the delays are 0.5 s, 1 s, 2 s, 4 s', () => {
    const exits: number[] = [];
    const delays: number[] = [];
    for (const now of [1_000, 3_000, 6_000, 11_000]) {
      exits.push(now);
      const decision = decideRestart(exits, now, policy);
      if (decision.action !== 'restart') throw new Error(`gave up at ${now}`);
      delays.push(decision.delayMs);
    }
    expect(delays).toEqual([500, 1_000, 2_000, 4_000]);
  });

  it('when the fifth exit comes within the window, then it gives up, saying how many and over how long', () => {
    const exits = [0, 2_000, 5_000, 10_000, 17_400];
    expect(decideRestart(exits, 17_400, policy)).toEqual({
      action: 'give-up',
      exits: 5,
      spanMs: 17_400,
    });
  });

  it('when earlier exits have left the window, then they no longer count', () => {
    const exits = [0, 1_000, 2_000, 3_000, 70_000];
    expect(decideRestart(exits, 70_000, policy)).toEqual({ action: 'restart', delayMs: 500 });
  });

  it('when the doubling passes the cap, then the delay stays at the cap', () => {
    const patient = { ...policy, maxExits: 20 };
    const exits = Array.from({ length: 10 }, (_, i) => i * 100);
    expect(decideRestart(exits, 900, patient)).toEqual({
      action: 'restart',
      delayMs: policy.maxDelayMs,
    });
  });
});

describe('isCleanExit', () => {
  it.each([
    [0, null],
    [130, null],
    [143, null],
    [null, 'SIGTERM'],
    [null, 'SIGINT'],
  ] as const)(
    'when a process ends with code %s / signal %s, then it was asked to stop',
    (code, signal) => {
      expect(isCleanExit(code, signal)).toBe(true);
    },
  );

  it.each([
    [1, null],
    [137, null],
    [null, 'SIGKILL'],
    [null, 'SIGSEGV'],
  ] as const)('when a process ends with code %s / signal %s, then it crashed', (code, signal) => {
    expect(isCleanExit(code, signal)).toBe(false);
  });
});

describe('messages', () => {
  it('when it gives up, then the message names the process, the count, the time and the log', () => {
    expect(giveUpMessage('bookings', { exits: 5, spanMs: 17_400 }, '/d/logs/bookings.log')).toBe(
      'bookings keeps exiting (5 times in 17 s); see /d/logs/bookings.log',
    );
  });

  it('when a delay is printed, then it reads in seconds', () => {
    expect([500, 1_000, 4_000].map(formatDelay)).toEqual(['0.5 s', '1 s', '4 s']);
  });
});
