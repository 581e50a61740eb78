import { setTimeout as sleep } from 'node:timers/promises';
import { send, type GatewayAnswer, type GatewayRequest } from '../../system/support/gateway-client';

/** What the driver saw while services and the broker were dying. */
export interface ClientCounts {
  calls: number;
  /** Attempts repeated after a 502/503/504, a dropped connection or a timeout. */
  retries: number;
  /** Time of the last answer that was not a fault, for the recovery times. */
  lastSuccessAt: number;
}

export const clientCounts: ClientCounts = { calls: 0, retries: 0, lastSuccessAt: 0 };
const successWaiters: Array<{ after: number; resolve: (at: number) => void }> = [];

/** Resolves with the time of the first successful end-to-end call made after `after`. */
export function nextSuccessAfter(after: number): Promise<number> {
  return new Promise((resolve) => successWaiters.push({ after, resolve }));
}

const REQUEST_TIMEOUT_MS = 30_000;
const RETRY_FOR_MS = 240_000;
const isFault = (status: number) => status === 502 || status === 503 || status === 504;

/**
 * A call as a client makes it while things fail: a gateway fault, a dropped connection or a
 * timeout is retried with backoff (bounded), everything else is the answer. `form` builders are
 * called per attempt because a FormData body cannot be sent twice.
 */
export async function call(
  request: Omit<GatewayRequest, 'form'> & { form?: () => FormData },
): Promise<GatewayAnswer> {
  const deadline = Date.now() + RETRY_FOR_MS;
  for (let attempt = 0; ; attempt += 1) {
    clientCounts.calls += 1;
    let answer: GatewayAnswer | undefined;
    let failure = '';
    try {
      answer = await Promise.race([
        send({ ...request, form: request.form?.() }),
        sleep(REQUEST_TIMEOUT_MS).then(() => undefined),
      ]);
      if (!answer) failure = 'timeout';
      else if (isFault(answer.status)) failure = `${answer.status} ${answer.text.slice(0, 120)}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    if (!failure && answer) {
      const now = Date.now();
      clientCounts.lastSuccessAt = now;
      for (const waiter of successWaiters.splice(0)) {
        if (now > waiter.after) waiter.resolve(now);
        else successWaiters.push(waiter);
      }
      return answer;
    }
    if (Date.now() > deadline) {
      throw new Error(`${request.method} ${request.path} kept failing for 240 s: ${failure}`);
    }
    clientCounts.retries += 1;
    await sleep(Math.min(250 * 2 ** Math.min(attempt, 4), 4_000));
  }
}

export const dataOf = <T>(answer: GatewayAnswer, what: string): T => {
  if (answer.status >= 300)
    throw new Error(`${what} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return (JSON.parse(answer.text) as { data: T }).data;
};
