import { setTimeout as sleep } from 'node:timers/promises';
import type { PlannedRequest } from './request-mix';
import type { Sample } from './stats';

export interface StageRun {
  samples: Sample[];
  /** Requests still unanswered when the stage's drain time ran out (counted as status 0). */
  unanswered: number;
}

/**
 * Open-loop arrivals: request i is due at start + i / rate whatever the earlier ones are doing,
 * so a slow server meets the same offered rate (no coordinated omission). A request's time is
 * measured from when it was due, so a client that falls behind shows in the figures too.
 * Node's fetch keeps connections alive and opens more as needed.
 */
export async function runOpenLoop(options: {
  baseUrl: string;
  rate: number;
  durationS: number;
  next: () => PlannedRequest;
  timeoutMs: number;
}): Promise<StageRun> {
  const samples: Sample[] = [];
  const inFlight = new Set<Promise<void>>();
  const interval = 1000 / options.rate;
  const count = Math.round(options.rate * options.durationS);
  const start = performance.now();

  const fire = (request: PlannedRequest, due: number) => {
    const done = (async () => {
      let status = 0;
      try {
        const response = await fetch(`${options.baseUrl}${request.path}`, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        status = response.status;
        if (request.after) request.after(status, await response.text());
        else await response.arrayBuffer();
      } catch {
        // No answer in time, or the connection failed: status 0.
      }
      samples.push({ kind: request.kind, ms: performance.now() - due, status });
    })();
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };

  for (let i = 0; i < count;) {
    const now = performance.now();
    while (i < count && start + i * interval <= now) {
      fire(options.next(), start + i * interval);
      i += 1;
    }
    if (i < count) await sleep(Math.max(1, start + i * interval - performance.now()));
  }
  const unanswered = inFlight.size;
  await Promise.all(inFlight);
  return { samples, unanswered };
}
