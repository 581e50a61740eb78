import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRestarter, type RestarterOptions } from './restarter';

// Fake timers: the delays are the policy's, and the test checks which restart happens when.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setUp(restart: RestarterOptions['restart'] = async () => undefined) {
  const lines: string[] = [];
  const gaveUp: string[] = [];
  const restarts = vi.fn(restart);
  const restarter = createRestarter({
    name: 'bookings',
    logFile: '/d/logs/bookings.log',
    restart: restarts,
    log: (line) => lines.push(line),
    onGiveUp: (message) => gaveUp.push(message),
    now: () => Date.now(),
  });
  return { restarter, restarts, lines, gaveUp };
}

describe('createRestarter', () => {
  it('when the process is killed, then it is restarted after 0.5 s, not before', async () => {
    const { restarter, restarts, lines } = setUp();

    restarter.exited(null, 'SIGKILL');

    await vi.advanceTimersByTimeAsync(499);
    expect(restarts).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(restarts).toHaveBeenCalledTimes(1);
    expect(lines[0]).toBe(
      'bookings exited unexpectedly (SIGKILL); restarting it in 0.5 s (log: /d/logs/bookings.log)',
    );
  });

  it('when every restart fails at once, then it backs off and gives up on the fifth exit with the message', async () => {
    const { restarter, restarts, gaveUp } = setUp(async () => {
      throw new Error('kafka exited during start-up (exit code 1)');
    });

    restarter.exited(1, null);
    await vi.advanceTimersByTimeAsync(500 + 1_000 + 2_000 + 4_000);

    expect(restarts).toHaveBeenCalledTimes(4);
    expect(gaveUp).toEqual(['bookings keeps exiting (5 times in 8 s); see /d/logs/bookings.log']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(restarts).toHaveBeenCalledTimes(4);
  });

  it('when the process stops cleanly (SIGTERM, exit code 0), then it is not restarted', async () => {
    const { restarter, restarts, lines } = setUp();

    restarter.exited(0, null);
    restarter.exited(null, 'SIGTERM');
    await vi.advanceTimersByTimeAsync(10_000);

    expect(restarts).not.toHaveBeenCalled();
    expect(lines[0]).toBe(
      'bookings stopped (exit code 0) without being asked here; not restarting it',
    );
  });

  it('when closed (shutdown) while a restart waits, then the restart never runs', async () => {
    const { restarter, restarts } = setUp();

    restarter.exited(null, 'SIGKILL');
    restarter.close();
    restarter.exited(null, 'SIGKILL');
    await vi.advanceTimersByTimeAsync(10_000);

    expect(restarts).not.toHaveBeenCalled();
  });

  it('when the owner takes over while a restart waits, then it is dropped but later crashes still restart', async () => {
    const { restarter, restarts } = setUp();

    restarter.exited(null, 'SIGKILL');
    restarter.cancelPending();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(restarts).not.toHaveBeenCalled();

    restarter.exited(null, 'SIGKILL');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(restarts).toHaveBeenCalledTimes(1);
  });
});
