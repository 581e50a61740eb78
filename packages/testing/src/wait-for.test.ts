import { describe, expect, it } from 'vitest';
import { waitFor, WaitForTimeoutError } from './wait-for';

describe('waitFor', () => {
  it('when the condition becomes true after a few tries, then it resolves with its value', async () => {
    let calls = 0;
    const value = await waitFor(() => (++calls >= 3 ? 'done' : false), { intervalMs: 1 });
    expect(value).toBe('done');
    expect(calls).toBe(3);
  });

  it('when an expectation throws at first, then it keeps polling until it holds', async () => {
    let calls = 0;
    await waitFor(
      () => {
        calls += 1;
        expect(calls).toBe(2);
      },
      { intervalMs: 1 },
    );
    expect(calls).toBe(2);
  });

  it('when the condition never holds, then it rejects with the last failure as the cause', async () => {
    const failure = waitFor(
      () => {
        throw new Error('still missing');
      },
      { timeoutMs: 30, intervalMs: 5 },
    );
    await expect(failure).rejects.toThrow(WaitForTimeoutError);
    await expect(failure).rejects.toThrow(/gave up after 30 ms: still missing/);
  });
});
