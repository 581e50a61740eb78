import { setTimeout as sleep } from 'node:timers/promises';

export interface WaitForOptions {
  /** Give up after this long (default 10 s). */
  timeoutMs?: number;
  /** Pause between attempts (default 100 ms). */
  intervalMs?: number;
}

export class WaitForTimeoutError extends Error {
  override name = 'WaitForTimeoutError';
}

/**
 * Polls until `fn` passes, for state that becomes true eventually (an event consumed, a
 * projection updated). `fn` passes when it returns without throwing and its result is not
 * `false`; the result is returned. It may hold expectations: on timeout the last failure is
 * thrown as the cause. This is polling, not a timing assertion: only the deadline bounds it.
 */
export async function waitFor<T>(
  fn: () => T | Promise<T>,
  options: WaitForOptions = {},
): Promise<Exclude<T, false>> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const deadline = Date.now() + timeoutMs;
  let lastFailure: unknown = new Error('the condition returned false');
  for (;;) {
    try {
      const result = await fn();
      if (result !== false) return result as Exclude<T, false>;
      lastFailure = new Error('the condition returned false');
    } catch (error) {
      lastFailure = error;
    }
    if (Date.now() >= deadline) {
      const reason = lastFailure instanceof Error ? lastFailure.message : String(lastFailure);
      throw new WaitForTimeoutError(`waitFor gave up after ${timeoutMs} ms: ${reason}`, {
        cause: lastFailure,
      });
    }
    await sleep(options.intervalMs ?? 100);
  }
}
